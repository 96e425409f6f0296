/**
 * Issue 39: the added time of API key authentication on a search call. Starts the portal on a fresh
 * temporary data directory (embedded PGlite, demo seed, JOBS off), signs in the demo reseller, creates an
 * API key for it through the API, then calls the same Agent API search — `GET /b2b/attractions/
 * destinations/:slug` (a destination's attractions, priced for the caller) — with the session token and
 * with the key, in alternating rounds over one keep-alive connection, and prints µs per call for each and
 * the difference. A key call differs by: the cached caller lookup (same cache as sessions), the key
 * guards (Agent API rule, address list) and one statement bumping its per-key rate counter, plus the
 * usage upsert after the answer. Also prints the SHA-256 of a secret, what a cache miss hashes.
 * Asserts nothing.
 *
 *   flock /tmp/heavy.lock node_modules/.bin/node bench/api-key-auth.mjs [--calls 300] [--rounds 4] [--slug dubai]
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { freePort, removeDir, serverNodeVersion, startServer, tempDataDir } from './server-process.mjs';

const argOf = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const CALLS = Number(argOf('--calls', 300));
const ROUNDS = Number(argOf('--rounds', 4));
const SLUG = argOf('--slug', 'dubai');

const dataDir = await tempDataDir();
let server;
try {
  server = await startServer({
    dataDir,
    port: await freePort(),
    env: { LOG_LEVEL: 'warn', JOBS: 'off', API_KEY_RATE_LIMIT: '1000000' },
  });
  const api = (path, init = {}) => fetch(`${server.url}/api/v1${path}`, init);
  const login = await api('/b2b/resellers/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reseller@demo.test', password: 'Demo#2026pass' }),
  });
  const token = (await login.json()).jwtToken;
  if (!token) throw new Error(`demo sign-in failed (${login.status})`);
  const created = await api('/b2b/agency/api-keys', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Bench', modules: ['attraction'] }),
  });
  const { secret } = await created.json();
  if (!secret) throw new Error(`key not created (${created.status})`);

  const url = `/b2b/attractions/destinations/${SLUG}`;
  const round = async (auth) => {
    const start = performance.now();
    for (let i = 0; i < CALLS; i++) {
      const res = await api(url, { headers: { authorization: auth } });
      if (res.status !== 200)
        throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      await res.arrayBuffer();
    }
    return ((performance.now() - start) * 1e3) / CALLS;
  };
  const credentials = [
    ['session', `Bearer ${token}`],
    ['key', `Bearer ${secret}`],
  ];
  for (const [, auth] of credentials) await round(auth); // JIT, caches
  const results = { session: [], key: [] };
  for (let r = 0; r < ROUNDS; r++)
    for (const [who, auth] of r % 2 ? [...credentials].reverse() : credentials)
      results[who].push(await round(auth));

  const H = 200_000;
  let sink = 0;
  const t0 = performance.now();
  for (let i = 0; i < H; i++) sink += createHash('sha256').update(secret).digest('hex').length;
  const hashNs = ((performance.now() - t0) * 1e6) / H;

  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const s = median(results.session);
  const k = median(results.key);
  console.log(
    `API key authentication on a search call (issue 39): GET ${url}, ${CALLS} calls x ${ROUNDS} alternating rounds, ` +
      `node ${await serverNodeVersion()}, embedded PGlite`,
  );
  console.log(
    `  session: ${s.toFixed(0)} µs/call (rounds ${results.session.map((x) => x.toFixed(0)).join(', ')})`,
  );
  console.log(
    `  API key: ${k.toFixed(0)} µs/call (rounds ${results.key.map((x) => x.toFixed(0)).join(', ')})`,
  );
  console.log(`  added by the key: ${(k - s).toFixed(0)} µs/call (${((k / s - 1) * 100).toFixed(1)}%)`);
  console.log(`  SHA-256 of a secret (once per cache miss): ${hashNs.toFixed(0)} ns${sink < 0 ? '' : ''}`);
} finally {
  await server?.stop();
  await removeDir(dataDir);
}
