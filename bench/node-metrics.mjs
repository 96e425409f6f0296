// A bench's view of a node's /metrics (METRICS_PORT): the samples, and the table of its caches'
// entries and bytes (portal_cache_entries / portal_cache_bytes / portal_cache_max_bytes, every cache
// and memo of the node: docs/decisions/0027-bounded-caches-and-node-memory.md). Used by memory.mjs and
// hotels-search.mjs --lines memory.

/** The samples of /metrics: name{labels} -> value. */
export async function scrape(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text();
  const out = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    out.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return out;
}

/** Prints every cache's entries, estimated bytes and bound from a scrape, largest first, with their sum. */
export function printCacheTable(samples) {
  const caches = new Map();
  for (const [key, value] of samples) {
    const m = /^portal_cache_(entries|bytes|max_bytes)\{cache="([^"]+)"\}$/.exec(key);
    if (!m) continue;
    const row = caches.get(m[2]) ?? { entries: 0, bytes: 0, max: 0 };
    row[m[1] === 'entries' ? 'entries' : m[1] === 'bytes' ? 'bytes' : 'max'] = value;
    caches.set(m[2], row);
  }
  if (caches.size === 0) {
    console.log('  (this node reports no cache sizes on /metrics)');
    return;
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log('\n  | cache | entries | bytes (estimated) | bound (bytes) |\n  |---|---|---|---|');
  let entries = 0;
  let bytes = 0;
  for (const [name, c] of [...caches].sort((a, b) => b[1].bytes - a[1].bytes)) {
    console.log(`  | ${name} | ${c.entries} | ${kb(c.bytes)} | ${(c.max / 1048576).toFixed(1)} MB |`);
    entries += c.entries;
    bytes += c.bytes;
  }
  console.log(`  | all ${caches.size} | ${entries} | ${kb(bytes)} | |`);
}
