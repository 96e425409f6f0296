// Shared by the hotel benches: issue 38's workload of new stays, the bench agents and the server's
// environment. Prints nothing.
/** The bench's sub-agent (seeded by bench/hotels-search.mjs) and its password. */
export const BENCH_PASSWORD = 'Bench#2026pass';
export const BENCH_RESELLER = 'bench-hotel-reseller@bench.test';
export const BENCH_SUB_AGENT = 'bench-hotel-sub@bench.test';

/** A check-in `days` ahead as the portal's dates (the UAE day, 4 hours ahead of UTC). */
export function dayAhead(days) {
  return new Date(Date.now() + 4 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A small deterministic generator (mulberry32): the same stays in the same order on every run. */
export function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The guests' nationalities the benches' stays pick from. */
export const NATIONALITIES = ['GB', 'AE', 'IN', 'US', 'SA', 'DE', 'FR', 'PK'];

/**
 * Issue 38's workload: every request a different stay - check-in 1-300 days ahead, 1-14 nights,
 * 1-3 rooms of 1-3 adults and 0-2 children (ages 0-11), a few nationalities. Any of them repeating
 * within a run is chance (300 x 14 x the parties). Answers the next request body on every call.
 */
export function newStays(cityId, seed) {
  const random = generator(seed);
  const pick = (n) => Math.floor(random() * n);
  return () => {
    const days = 1 + pick(300);
    const nights = 1 + pick(14);
    const rooms = Array.from({ length: 1 + pick(3) }, () => {
      const children = pick(3) === 0 ? 1 + pick(2) : 0;
      const childrenAges = Array.from({ length: children }, () => pick(12));
      return { noOfAdults: 1 + pick(3), noOfChildren: children, childrenAges };
    });
    return JSON.stringify({
      searchQuery: { id: cityId, suggestionType: 'CITY' },
      fromDate: dayAhead(days),
      toDate: dayAhead(days + nights),
      rooms,
      nationality: NATIONALITIES[pick(NATIONALITIES.length)],
      priceType: 'all',
    });
  };
}

/** The environment the hotel benches start the server with (bench secrets, no jobs, quiet log). */
export const BENCH_SERVER_ENV = {
  NODE_ENV: 'production',
  SANDBOX: 'true',
  JWT_SECRET: 'bench-jwt-4e9c2a7f1b8d3065c7a1e9f24b6d0853',
  GATEWAY_SECRET: 'bench-gw-b71f4c9e2a6d8035f1c7a4e90b3d6281',
  FILE_LINK_SECRET: 'bench-file-3a8e6c1d9f2b7054a6e3c8d1f90b2475',
  LOG_LEVEL: 'warn',
  JOBS: 'off',
};
