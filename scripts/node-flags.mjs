// The Node flags an API node runs with (docs/decisions/0027-bounded-caches-and-node-memory.md), shared by `npm start`
// and the benches (bench/server-process.mjs) so a bench measures what production runs:
// - the V8 old generation capped at API_HEAP_MB (default 384): with the machine's memory as its limit V8
//   lets garbage pile up to a gigabyte and more between major collections; every cache of a node is
//   bounded (lib/bounded-cache.ts) far below this, so the cap makes collections come sooner, not fail.
//   256 was tried: the live heap under mixed load is 180-230 MB, so collections ran back to back and
//   the node answered a third of the requests (bench/memory.mjs, ADR 0027);
// - WebAssembly compiled lazily: the embedded database (PGlite) is PostgreSQL compiled to WASM, and
//   compiling all of it up front holds several hundred MB of machine code a node never runs.
export function apiNodeFlags(env = process.env) {
  const heapMb = Number(env.API_HEAP_MB ?? 384);
  return [
    ...(Number.isFinite(heapMb) && heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : []),
    '--wasm-lazy-compilation',
  ];
}
