// CPU of a new stay's first page in-process (issue 38): `resultsPage` (results.view.ts) over the
// stored lists of `--stays` new stays of the bench city, as bench/hotels-search.mjs asks them
// (check-in over the next 300 days, 1-14 nights, 1-3 rooms of mixed parties). The stays are
// searched once through the search service; then, `--rounds` times, every stay's first page is
// made as for a new stay (a list object the page has not seen: no view held) and timed: the wall
// time of each synchronous call (the thread's CPU clock counts in 4 ms ticks here), median, mean
// and p90, and the main thread's CPU over all the calls per page. A stored session's first page (its
// list read back, its records by id, a view made for it) and its next query (another sort and
// filter on that view) are timed alike.
// With `--base DIR` (a directory beside results.view.ts holding another build's results.view.ts, its
// imports pointing at that build's domain files) both builds make every page, in alternating order,
// and before timing their answers (JSON) are compared over every stay under several sorts, filters
// and pages, as a new stay and from the stored session's content (a difference stops the run).
// Run: node bench/results-page-cpu.ts --database-url postgres://... [--stays 40] [--rounds 20] [--evict 48] [--base DIR]
import { hotelResultsQuery, hotelSearchBody, type HotelResultsParsed } from '@portal/contracts';
import { arg, openBenchCity } from './bench-city.ts';
import { benchSearch } from './bench-search.ts';
import { hotelsWithIds } from '../apps/api/src/modules/hotels/content.cache.ts';
import type { StoredList } from '../apps/api/src/modules/hotels/stored-list.ts';
import type { resultsPage } from '../apps/api/src/modules/hotels/results.view.ts';

const stays = Number(arg('--stays', '40'));
const rounds = Number(arg('--rounds', '20'));
const base = arg('--base', '');
/**
 * Bytes written over between two timed pages, in MB (0: none): a new stay's page follows its
 * search's other work (the suppliers' answers, the grouping, the session's packing), which leaves
 * little of the hotels' records and the page's columns in the processor's caches (here 1 MB of L2
 * per core and 32 MB of L3); without it every page after the first finds them there.
 */
const evict = Number(arg('--evict', '48'));
const scratch = new Float64Array((evict * 1024 * 1024) / 8);
let sink = 0;
const spill = () => {
  for (let i = 0; i < scratch.length; i += 8) scratch[i] = sink++;
};
const { database, db, hotels } = await openBenchCity();

const { service, buyer, log } = await benchSearch(database);

let state = 11;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const int = (n: number) => Math.floor(random() * n);
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const destination = hotels[0]!.cityId;

type Page = typeof resultsPage;
const builds: { name: string; page: Page }[] = [];
async function build(dir: string): Promise<Page> {
  const at = `../apps/api/src/modules/hotels/${dir ? `${dir}/` : ''}results.view.ts`;
  return ((await import(at)) as { resultsPage: Page }).resultsPage;
}
if (base) builds.push({ name: base, page: await build(base) });
builds.push({ name: 'branch', page: await build('') });

// The stays: searched once each (their sessions stored), then read back with their stored lists.
const lists: { session: Parameters<Page>[0]; stored: StoredList }[] = [];
for (let s = 0; s < stays; s++) {
  const from = 1 + int(300);
  const body = hotelSearchBody.parse({
    searchQuery: { id: destination, suggestionType: 'CITY' },
    fromDate: day(from),
    toDate: day(from + 1 + int(14)),
    rooms: Array.from({ length: 1 + int(3) }, () => {
      const ages = Array.from({ length: int(3) === 0 ? 1 + int(2) : 0 }, () => int(12));
      return { noOfAdults: 1 + int(3), noOfChildren: ages.length, childrenAges: ages };
    }),
    nationality: 'GB',
    priceType: 'all',
  });
  const answer = await service.search(buyer, body, hotelResultsQuery.parse({}), log);
  const session = await service.ownSession(buyer, answer.searchId, log);
  if (session.results.kind !== 'list') throw new Error('a city search stored no list');
  lists.push({ session, stored: session.results.list });
}
const byId = new Map(hotels.map((h) => [h.id, h]));
// A new stay's list names its hotels by the very id strings of the searched records (the grouping
// writes the hotels index's ids); the lists read back from the database hold strings of their own.
const timed = lists.map(({ session, stored }) => ({
  session,
  stored: { ...stored, ids: stored.ids.map((id) => byId.get(id)?.id ?? id) },
}));
const now = new Date();
const firstPage = hotelResultsQuery.parse({});
/** The list as a new stay's page sees it: an object no view is held for (its columns shared). */
const fresh = (stored: StoredList): StoredList => ({ ...stored });

if (builds.length === 2) {
  const queries: HotelResultsParsed[] = [
    {},
    { sortBy: 'price:desc' },
    { sortBy: 'stars:desc', skip: 2 },
    { sortBy: 'stars:asc' },
    { sortBy: 'name:asc', limit: 50 },
    { sortBy: 'distance:asc' },
    { starCategories: '4,5', boardCodes: 'BB' },
    { refundableOnly: 'true', priceTo: '2000' },
    { payLaterOnly: 'true', skip: 1, limit: 20 },
    { priceFrom: '300', priceTo: '900', accommodationTypes: 'hotel' },
    { amenities: 'Pool,Spa', sortBy: 'price:desc' },
    { hotelName: 'the', sortBy: 'name:asc' },
    { hotelName: 'grand' },
  ].map((q) => hotelResultsQuery.parse(q));
  // Values of the city's own facets, so that area, chain and amenity filters hit.
  const facets = builds[0]!.page(lists[0]!.session, fresh(lists[0]!.stored), byId, firstPage, now).filters;
  for (const [field, values] of [
    ['areas', facets.areas],
    ['chains', facets.chains],
    ['amenities', facets.amenities],
  ] as const)
    queries.push(
      hotelResultsQuery.parse({
        [field]: values
          .slice(0, 2)
          .map((v) => v.value)
          .join(','),
      }),
    );
  let compared = 0;
  for (const { session, stored } of lists) {
    const content = await hotelsWithIds(db, stored.ids);
    for (const q of queries) {
      const made = builds.map((b) => JSON.stringify(b.page(session, fresh(stored), byId, q, now, hotels)));
      // A stored session's page: records by id, the same list object paged again.
      const again = fresh(stored);
      const paged = builds.map((b) => JSON.stringify(b.page(session, again, content, q, now)));
      if (made[0] !== made[1] || paged[0] !== paged[1] || made[0] !== paged[0])
        throw new Error(`the builds' pages differ for ${JSON.stringify(q)}`);
      compared++;
    }
  }
  console.log(`${compared} pages compared (JSON): identical`);
}

// A stored session's pages too: its list read back (ids of its own), the records by id (a map per
// request, as hotelsWithIds answers), a view made for it; then another sort and filter on that view.
const contents = await Promise.all(lists.map(({ stored }) => hotelsWithIds(db, stored.ids)));
const another = hotelResultsQuery.parse({ sortBy: 'price:desc', starCategories: '4,5' });
const kinds = ['new stay', 'stored session', 'its next query'] as const;
const timings = builds.map(() => kinds.map(() => ({ wall: [] as number[], cpu: 0 })));
const timedCall = (t: { wall: number[]; cpu: number }, count: boolean, call: () => unknown) => {
  spill();
  const cpu = process.threadCpuUsage();
  const t0 = performance.now();
  call();
  const wall = performance.now() - t0;
  const used = process.threadCpuUsage(cpu);
  if (!count) return;
  t.wall.push(wall);
  t.cpu += (used.user + used.system) / 1000;
};
for (let r = 0; r < rounds; r++)
  for (let s = 0; s < timed.length; s++) {
    const { session, stored } = timed[s]!;
    // Both builds in alternating order; one build (no --base) alone.
    const order = builds.length === 1 ? [0] : (r + s) % 2 === 0 ? [0, 1] : [1, 0];
    for (const at of order) {
      const b = builds[at]!;
      const [first, paged, next] = timings[at]!;
      timedCall(first!, r > 0, () => b.page(session, fresh(stored), byId, firstPage, now, hotels));
      const again = fresh(lists[s]!.stored);
      timedCall(paged!, r > 0, () => b.page(session, again, contents[s]!, firstPage, now));
      timedCall(next!, r > 0, () => b.page(session, again, contents[s]!, another, now));
    }
  }
builds.forEach((b, at) =>
  kinds.forEach((kind, k) => {
    const { wall, cpu } = timings[at]![k]!;
    const sorted = [...wall].sort((x, y) => x - y);
    const mean = wall.reduce((t, x) => t + x, 0) / wall.length;
    console.log(
      `${b.name.padEnd(14)} ${kind.padEnd(15)} median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(3)} ms, mean ${mean.toFixed(3)} ms, p90 ${sorted[Math.floor(sorted.length * 0.9)]!.toFixed(3)} ms (wall of the synchronous call); main thread CPU ${(cpu / wall.length).toFixed(3)} ms a page`,
    );
  }),
);
const entries = lists.reduce((t, l) => t + l.stored.boards.length, 0) / lists.length;
const listed = lists.reduce((t, l) => t + l.stored.ids.length, 0) / lists.length;
console.log(
  `${stays} stays, ${listed.toFixed(0)} hotels and ${entries.toFixed(0)} entries a list on average`,
);
await database.close();
