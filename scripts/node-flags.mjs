// The Node flags and environment an API node runs with (docs/decisions/0027-bounded-caches-and-node-memory.md,
// docs/decisions/0033-node-memory-budget.md), shared by `npm start`, `npm run serve` and the benches
// (bench/server-process.mjs) so a bench measures what production runs:
// - the V8 old generation capped at API_HEAP_MB (default 384): with the machine's memory as its limit V8
//   lets garbage pile up to a gigabyte and more between major collections; every cache of a node is
//   bounded (lib/bounded-cache.ts) far below this, so the cap makes collections come sooner, not fail.
//   256 was tried: the live heap under mixed load is 180-230 MB, so collections ran back to back and
//   the node answered a third of the requests (bench/memory.mjs, ADR 0027);
// - the young generation's semi-spaces at API_SEMI_SPACE_MB (default 8): V8's default for this heap
//   is 32 MB each, 64 MB of new space resident once a burst of requests has filled it; 8 keeps 16 MB
//   of it. A scavenge comes four times as often; the CPU of a new-stay search showed no difference
//   between 8 and 16, nor between 8 and 4; but 4 nearly doubled a read's CPU (the balance 30 -> 57 us
//   a request on PostgreSQL, ADR 0033 session 5 addendum), so 8 stays;
// - WebAssembly compiled lazily: the embedded database (PGlite) is PostgreSQL compiled to WASM, and
//   compiling all of it up front holds several hundred MB of machine code a node never runs;
// - and, only when API_WASM_BASELINE_ONLY=true, by the baseline compiler only (--liftoff-only): once
//   PostgreSQL's SQL parser (raw_parser, 105 KB of WASM) is hot, V8's optimizing compiler takes it up
//   with 604 MB of compiler memory for a second, and what it frees stays fragmented in a malloc arena:
//   a node on PGlite peaked near 800 MB and ended 31-50 MB larger. Not the default: baseline code runs
//   PGlite's statements 30-100 % slower (a mixed read/write round 3.5-4.7 ms -> 6.2-7.3 ms, ADR 0033
//   session 2). A node on PostgreSQL runs no WASM;
// - and any further V8 flags in API_V8_FLAGS (space separated; none by default): how a bench tries a flag
//   on the node it measures (ADR 0033 session 5), since NODE_OPTIONS refuses most V8 flags.
export function apiNodeFlags(env = process.env) {
  const heapMb = Number(env.API_HEAP_MB ?? 384);
  const semiSpaceMb = Number(env.API_SEMI_SPACE_MB ?? 8);
  const positive = (n) => Number.isFinite(n) && n > 0;
  return [
    ...(positive(heapMb) ? [`--max-old-space-size=${heapMb}`] : []),
    ...(positive(semiSpaceMb) ? [`--max-semi-space-size=${semiSpaceMb}`] : []),
    '--wasm-lazy-compilation',
    ...(env.API_WASM_BASELINE_ONLY === 'true' ? ['--liftoff-only'] : []),
    ...(env.API_V8_FLAGS ?? '').split(/\s+/).filter(Boolean),
  ];
}

/**
 * The environment an API node starts with, each unless set:
 * - MALLOC_ARENA_MAX=1: glibc gives each thread that allocates (libuv's pool compressing answers, V8's
 *   compiler and GC threads, PGlite's file system calls) an arena of its own, up to 8 per core, and
 *   memory freed in an arena stays resident; two arenas with 16 MB semi-spaces took 115 MB off a node
 *   on PostgreSQL at start, and one arena instead of two another 25 MB after five minutes of load on
 *   PGlite, with no cost the new-stay, paging or read benches tell apart (bench/memory.mjs, ADR 0033);
 * - MALLOC_MMAP_THRESHOLD_ at 32 KiB: a block of 32 KiB or more (a Buffer's memory, a compiler zone)
 *   gets its own mapping, given back to the system when freed. Left to itself glibc raises the
 *   threshold to the largest such block freed (up to 32 MiB), after which big buffers come from the
 *   arenas and stay resident there once freed: a node on PGlite held 209 MB in malloc after the memory
 *   bench's load, 99 MB at 128 KiB, and ended 388 MB instead of 416 at 32 KiB with new stays, pages
 *   and reads as fast (ADR 0033, session 6); MALLOC_TRIM_THRESHOLD_ at 128 KiB: an arena's free top
 *   beyond it goes back to the system.
 * Read by glibc when the process starts, so they are set here for the child, not by the server itself.
 */
export function apiNodeEnv(env = process.env) {
  return {
    ...env,
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '1',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '32768',
    MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
  };
}
