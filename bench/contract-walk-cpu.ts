// CPU of the list's contract walk alone (issue 38, ADR "packed contracts for the list"): the grid path
// (priceHotelGridForList, the reference) and the packed walk (priceHotelPackForList) over every hotel
// of the seeded bench's largest city, for the same random new stays (check-in 1-300 days ahead, 1-14
// nights, 1-3 rooms, a child now and then), alternating which goes first, in one process - so a busy
// machine inflates both alike. Checks that both give the same offers. Contracts, defaults and
// exception nights are read once per stay outside the timing (as the adapter does). Then, timed
// last, the list path proper: the packed walk writing every hotel's offers into one answer's columns.
// Run: node bench/contract-walk-cpu.ts --database-url postgres://postgres@127.0.0.1:5432/DB [--stays 40]
//      [--only columns]: the list path alone, unchecked (for a CPU profile of many stays)
//      [--base FILE]: the list path of another copy of contract-pack.ts (e.g. main's, `git show
//      main:packages/domain/src/hotels/contract-pack.ts > packages/domain/src/hotels/contract-pack-base.ts`,
//      a path from this file) timed against this one's, alternating which goes first, and compared
//      [--evict MB]: write a scratch array of that many MB before each timed walk, so that each walk
//      starts with the packs out of the caches, as in a search (the suppliers' answers and the list's
//      grouping run between two walks); without it, the second walk of a stay finds the first's data
import {
  addDays,
  contractPack,
  priceHotelGridForList,
  priceHotelPackForList,
  listRows,
  priceHotelPackIntoColumns,
  packStock,
  stayStock,
  type StayStock,
} from '@portal/domain';
import {
  allotmentDefaults,
  contractsOfStay,
  hotelAllotmentExceptions,
  hotelContractLists,
} from '../apps/api/src/suppliers/hotels/contract/contracts.repository.ts';
import type * as domain from '@portal/domain';
import { mixedRooms } from '../apps/api/src/modules/hotels/hotels.testing.ts';
import { arg, openBenchCity } from './bench-city.ts';

const stays = Number(arg('--stays', '40'));
const onlyColumns = arg('--only', '') === 'columns';
const basePath = arg('--base', '');
const evictMb = Number(arg('--evict', '0'));
const scratch = new Float64Array((evictMb * 1024 * 1024) / 8);
let scratchSum = 0;
/** Writes and reads the scratch array: caches (and the TLB) hold it, not the packs. */
const evict = () => {
  for (let k = 0; k < scratch.length; k += 8) scratch[k] = scratchSum + k;
  for (let k = 0; k < scratch.length; k += 8) scratchSum += scratch[k]!;
};
const baseWalk = basePath ? ((await import(basePath)) as typeof domain) : null;
const { database, db, hotels } = await openBenchCity();
const ids = hotels.map((h) => h.id);
const lists = await hotelContractLists(db, ids);
const roomTypeIds = [...lists.values()].flatMap((l) => l.map((c) => c.contract.roomTypeId));
const defaults = await allotmentDefaults(db, roomTypeIds);

let seed = 38;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = (n: number) => Math.floor(random() * n);
const today = new Date().toISOString().slice(0, 10);
const now = new Date();

const cpu = { grid: [] as number[], packed: [] as number[], columns: [] as number[], base: [] as number[] };
let offers = 0;
let contracts = 0;
for (let s = 0; s <= stays; s++) {
  const fromDate = addDays(today, 1 + pick(300));
  const toDate = addDays(fromDate, 1 + pick(14));
  const rooms = mixedRooms(pick);
  const search = { fromDate, toDate, rooms, nationality: ['GB', 'AE', 'IN', 'US'][pick(4)]! };
  const lastNight = addDays(toDate, -1);
  const exceptions = new Map<string, Awaited<ReturnType<typeof hotelAllotmentExceptions>>>();
  for (const e of await hotelAllotmentExceptions(db, hotels, fromDate, lastNight)) {
    const held = exceptions.get(e.roomTypeId);
    if (held) held.push(e);
    else exceptions.set(e.roomTypeId, [e]);
  }
  const inputs = hotels.map((hotel) => {
    const held = lists.get(hotel.id) ?? [];
    const stayContracts = contractsOfStay(lists, [hotel.id], fromDate, lastNight);
    const stock = new Map<string, StayStock>();
    for (const c of stayContracts)
      if (!stock.has(c.roomTypeId))
        stock.set(
          c.roomTypeId,
          stayStock(defaults.get(c.roomTypeId) ?? null, exceptions.get(c.roomTypeId) ?? [], fromDate, toDate),
        );
    const pack = contractPack(hotel, held);
    return { hotel, held, contracts: stayContracts, stock, byPosition: packStock(pack, stock) };
  });
  const runGrid = () =>
    inputs.map(({ hotel, contracts: list, stock }) =>
      priceHotelGridForList({ hotel, contracts: list, stock, search, now }),
    );
  const runPacked = () =>
    inputs.map(({ hotel, held, byPosition }) =>
      priceHotelPackForList({ pack: contractPack(hotel, held), stock: byPosition, stockAt: 0, search, now }),
    );
  // The list path proper (the adapter): every hotel's kept offers written into one answer's columns.
  const runColumns = () => {
    const into = listRows(inputs.length * 8);
    inputs.forEach(({ hotel, held, byPosition }, at) =>
      priceHotelPackIntoColumns(
        { pack: contractPack(hotel, held), stock: byPosition, stockAt: 0, search, now },
        into,
        at,
      ),
    );
    return into;
  };
  const time = <T>(run: () => T): [number, T] => {
    evict();
    const before = process.cpuUsage();
    const out = run();
    const used = process.cpuUsage(before);
    return [(used.user + used.system) / 1000, out];
  };
  if (baseWalk) {
    // Each build's stock by position (the same positions: outside the timing, as `inputs`).
    const baseStock = inputs.map(({ hotel, held, stock }) =>
      baseWalk.packStock(baseWalk.contractPack(hotel, held), stock),
    );
    const runBase = () => {
      const into = listRows(inputs.length * 8);
      inputs.forEach(({ hotel, held }, at) =>
        baseWalk.priceHotelPackIntoColumns(
          { pack: baseWalk.contractPack(hotel, held), stock: baseStock[at]!, stockAt: 0, search, now },
          into,
          at,
        ),
      );
      return into;
    };
    const first = s % 2 === 0;
    const [a, outA] = time(first ? runBase : runColumns);
    const [b, outB] = time(first ? runColumns : runBase);
    const same = (key: 'hotelAt' | 'roomAt' | 'boards' | 'nets' | 'flags') =>
      outA[key].subarray(0, outA.length).every((v, i) => Object.is(v, outB[key][i]));
    if (
      outA.length !== outB.length ||
      !(['hotelAt', 'roomAt', 'boards', 'nets', 'flags'] as const).every(same)
    )
      throw new Error(`stay ${s}: the two builds differ`);
    if (s > 0) {
      cpu.base.push(first ? a : b);
      cpu.columns.push(first ? b : a);
      offers += outA.length;
      contracts += inputs.reduce((n, i) => n + i.contracts.length, 0);
    }
    continue;
  }
  if (onlyColumns) {
    const [c] = time(runColumns);
    if (s > 0) cpu.columns.push(c);
    continue;
  }
  const first = s % 2 === 0;
  const [a, outA] = time(first ? runGrid : runPacked);
  const [b, outB] = time(first ? runPacked : runGrid);
  if (JSON.stringify(outA) !== JSON.stringify(outB)) throw new Error(`stay ${s}: the two walks differ`);
  const [c, columns] = time(runColumns);
  const rows = outA.flat();
  if (
    columns.length !== rows.length ||
    rows.some(
      (o, i) =>
        o.roomTypeId !== inputs[columns.hotelAt[i]!]!.hotel.roomTypes[columns.roomAt[i]!]!.id ||
        o.net !== columns.nets[i],
    )
  )
    throw new Error(`stay ${s}: the columns differ`);
  // The first stay builds every grid and pack: not counted.
  if (s === 0) continue;
  cpu.grid.push(first ? a : b);
  cpu.packed.push(first ? b : a);
  cpu.columns.push(c);
  offers += outA.reduce((n, o) => n + o.length, 0);
  contracts += inputs.reduce((n, i) => n + i.contracts.length, 0);
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
console.log(
  `${hotels.length} hotels, ${Math.round(contracts / stays)} contracts and ${Math.round(offers / stays)} offers per stay, ${stays} stays`,
);
for (const k of ['grid', 'packed', 'base', 'columns'] as const) {
  if (cpu[k].length === 0) continue;
  console.log(
    `${k.padEnd(7)} cpu per stay: median ${median(cpu[k]).toFixed(1)} ms, mean ${mean(cpu[k]).toFixed(1)} ms`,
  );
}
await database.close();
process.exit(0);
