// CPU of the bedbank side of a new stay's list search, in-process (issue 38): the sandbox bedbank's
// summary answer and our adapter's list rows over the bench city's hotels, for different stays as
// bench/hotels-search.mjs asks them (check-in over the next 300 days, 1-14 nights, 1-3 rooms of mixed
// parties), each stay asked once so the adapter's answer cache never answers. Prints the CPU per stay
// (process.cpuUsage, all threads: the garbage collector's helpers too), median and mean.
// With `--base DIR` (a directory beside bedbank/ under apps/api/src/suppliers/hotels/ holding another
// build's bedbank files) both builds answer every stay, in alternating order, and their list rows are
// compared row by row (a difference stops the run).
// Run: node bench/bedbank-list-cpu.ts --database-url postgres://... [--stays 400] [--base bedbank-base]
import type { RoomPax } from '@portal/domain';
import { arg, openBenchCity } from './bench-city.ts';
import type { HotelSupplier, ListColumns } from '../apps/api/src/suppliers/hotels/supplier.ts';
import type { bedbankAdapter } from '../apps/api/src/suppliers/hotels/bedbank/adapter.ts';
import type { sandboxBedbank } from '../apps/api/src/suppliers/hotels/bedbank/sandbox-bedbank.ts';

const stays = Number(arg('--stays', '400'));
const base = arg('--base', '');
const { database, db, hotels } = await openBenchCity();

type Sandbox = { sandboxBedbank: typeof sandboxBedbank };
type Adapter = { bedbankAdapter: typeof bedbankAdapter };

/** The bedbank files of `dir` (each build's own module instances and caches). */
async function build(dir: string): Promise<HotelSupplier> {
  const at = `../apps/api/src/suppliers/hotels/${dir}`;
  const { sandboxBedbank } = (await import(`${at}/sandbox-bedbank.ts`)) as Sandbox;
  const { bedbankAdapter } = (await import(`${at}/adapter.ts`)) as Adapter;
  const remote = sandboxBedbank({ db, seed: 'bench', latencyMs: 0, hangMs: 0 });
  return bedbankAdapter({ db, remote, searchTimeoutMs: 60_000, callTimeoutMs: 60_000 });
}
const builds = [{ name: 'branch', supplier: await build('bedbank'), cpu: [] as number[] }];
if (base) builds.unshift({ name: base, supplier: await build(base), cpu: [] });

let state = 7;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const int = (n: number) => Math.floor(random() * n);
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const pax = (): RoomPax => {
  const ages = Array.from({ length: int(3) === 0 ? 1 + int(2) : 0 }, () => int(12));
  return { noOfAdults: 1 + int(3), noOfChildren: ages.length, childrenAges: ages };
};
const stay = () => {
  const from = 1 + int(300);
  return {
    hotels,
    fromDate: day(from),
    toDate: day(from + 1 + int(14)),
    rooms: Array.from({ length: 1 + int(3) }, pax),
    nationality: 'GB',
    now: new Date(),
  };
};

function sameRows(a: ListColumns, b: ListColumns): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++)
    if (
      a.hotelAt[i] !== b.hotelAt[i] ||
      a.roomAt[i] !== b.roomAt[i] ||
      a.boards[i] !== b.boards[i] ||
      a.nets[i] !== b.nets[i] ||
      a.flags[i] !== b.flags[i]
    )
      return false;
  return true;
}

const warmUp = 40;
let rows = 0;
for (let s = 0; s < warmUp + stays; s++) {
  const request = stay();
  const answers: ListColumns[] = [];
  const order = s % 2 === 0 ? builds : [...builds].reverse();
  for (const b of order) {
    const cpu = process.cpuUsage();
    const answer = (await b.supplier.searchList!(request)) as ListColumns;
    const used = process.cpuUsage(cpu);
    if (s >= warmUp) b.cpu.push((used.user + used.system) / 1000);
    answers.push(answer);
  }
  if (answers.length === 2 && !sameRows(answers[0]!, answers[1]!))
    throw new Error(`the builds' rows differ for ${JSON.stringify({ ...request, hotels: undefined })}`);
  if (s >= warmUp) rows += answers[0]!.length;
}
for (const b of builds) {
  const sorted = [...b.cpu].sort((x, y) => x - y);
  const mean = b.cpu.reduce((t, x) => t + x, 0) / b.cpu.length;
  console.log(
    `${b.name.padEnd(14)} cpu per stay median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} ms, mean ${mean.toFixed(2)} ms, p90 ${sorted[Math.floor(sorted.length * 0.9)]!.toFixed(2)} ms`,
  );
}
console.log(`${stays} stays, ${hotels.length} hotels, ${(rows / stays).toFixed(0)} rows a stay on average`);
await database.close();
