// The table of issue 11 in one run: every server-side row ours against its anchor, each measured by
// alternating rounds in the same process tree, medians (bench/reads.mjs: the reads against a
// hello-world Fastify route; bench/money-path.mjs: API wallet debits against the raw conditional
// UPDATE + journal insert on the same PostgreSQL database), plus /login's initial JavaScript from the
// built web app when apps/web/dist exists (bench/web-bundle.mjs; the original portal's build is not
// in this repository, so its figure is the issue's). Prints one table; asserts nothing.
// Run: node bench/side-by-side.mjs [--connections 10] [--duration 5] [--rounds 3]
//      [--reads-database-url postgres://...]   (an existing, empty database for the reads; default PGlite)
//      [--accept-encoding 'gzip, deflate, br']   (sent with the reads, as a browser does; default none)
//      [--database-url postgres://postgres@127.0.0.1:5432/postgres]   (admin URL of the money path)
//      [--issue38 [--memory-seconds 120]]   (also issue 38's rows: new-stay hotel searches, bench/hotels-search.mjs
//      --lines new, and a node's resident size under mixed load, bench/memory.mjs, each on PGlite and on
//      PostgreSQL, against the issue's figures; add --reads-database-url for its PostgreSQL reads)
// About 3 minutes with the defaults, about 15 more with --issue38. Hold `flock /tmp/bench.lock` on a shared machine.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './server-process.mjs';

const flag = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const common = [
  '--connections',
  flag('--connections', '10'),
  '--duration',
  flag('--duration', '5'),
  '--rounds',
  flag('--rounds', '3'),
];
const readsDb = flag('--reads-database-url', null);
const acceptEncoding = flag('--accept-encoding', null);
const moneyDb = flag('--database-url', null);
const issue38 = process.argv.includes('--issue38');
const memorySeconds = flag('--memory-seconds', '120');
const node = join(ROOT, 'node_modules', '.bin', 'node');

/** Runs a bench script, echoing its output indented, and answers the output. */
function run(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(existsSync(node) ? node : process.execPath, [join(ROOT, 'bench', script), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(String(chunk).replace(/^(?=.)/gm, '    '));
    });
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} exited ${code}`))));
  });
}

const rows = [];
const started = performance.now();

if (existsSync(join(ROOT, 'apps', 'web', 'dist', 'index.html'))) {
  console.log('web-bundle.mjs (apps/web/dist as built):');
  const out = await run('web-bundle.mjs', []);
  const login = /\/login: ([\d.]+) KB gzip initial JS/.exec(out);
  if (login)
    rows.push({
      what: '`/login` initial JS, gzip',
      ours: `${login[1]} KB`,
      anchor: 'original 502.7 KB (issue figure)',
      ratio: (Number(login[1]) / 502.7).toFixed(2),
      goal: '≤ 98 KB',
    });
} else {
  console.log('apps/web/dist not built: the /login JS row is left out (npm run build first).');
}

console.log(`\nreads.mjs (${readsDb ? 'PostgreSQL' : 'embedded PGlite'}):`);
const reads = await run('reads.mjs', [
  ...common,
  ...(readsDb ? ['--database-url', readsDb] : []),
  ...(acceptEncoding ? ['--accept-encoding', acceptEncoding] : []),
]);
for (const m of reads.matchAll(
  /GET (\S+)\s+\([^)]*\)\n\s+ours (\d+) req\/s\s+hello-world (\d+) req\/s\s+ratio ([\d.]+)/g,
)) {
  rows.push({
    what: `\`GET ${m[1].replace('/api/v1', '')}\` req/s`,
    ours: Number(m[2]).toLocaleString('en'),
    anchor: `hello-world ${Number(m[3]).toLocaleString('en')}`,
    ratio: m[4],
    goal: '≥ 0.5',
  });
}

console.log('\nmoney-path.mjs (PostgreSQL):');
const money = await run('money-path.mjs', [...common, ...(moneyDb ? ['--database-url', moneyDb] : [])]);
const debit = /ours \([^)]*\) (\d+) debits\/s\s+raw \([^)]*\) (\d+) debits\/s\s+ratio ([\d.]+)/.exec(money);
if (debit)
  rows.push({
    what: 'wallet debits/s through the API vs a raw conditional UPDATE + journal insert, PostgreSQL, 10 clients, 1,000 wallets',
    ours: Number(debit[1]).toLocaleString('en'),
    anchor: `raw ${Number(debit[2]).toLocaleString('en')}`,
    ratio: debit[3],
    goal: '≥ 0.5',
  });

if (issue38) {
  // The issue's figures are the anchors: the commit before issue 38 was not rebuilt here.
  const anchors = {
    pglite: {
      search: 'before: p99 9.6 s at 50 connections',
      searchGoal: '≥ 50/s, p99 ≤ 600 ms',
      memory: 'before: 1.77 GB',
    },
    postgres: {
      search: 'before: ~10/s, p50 748 ms, p99 1.85 s',
      searchGoal: '≥ 100/s, p99 ≤ 300 ms',
      memory: 'before: 1.38 GB',
    },
  };
  for (const kind of ['pglite', 'postgres']) {
    const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    console.log(`\nhotels-search.mjs --lines new (${label}):`);
    const search = await run('hotels-search.mjs', [
      '--only',
      kind,
      '--lines',
      'new',
      '--latency',
      '0',
      '--connections',
      flag('--connections', '10'),
      '--duration',
      flag('--duration', '5'),
      ...(moneyDb ? ['--database-url', moneyDb] : []),
    ]);
    const m = /a new stay each time \(issue 38\)\s+p50\s+(\d+) ms\s+p99\s+(\d+) ms\s+([\d.]+) req\/s/.exec(
      search,
    );
    if (m)
      rows.push({
        what: `new-stay hotel search, ${label}, 10 connections, sandbox bedbank latency 0`,
        ours: `${m[3]}/s, p50 ${m[1]} ms, p99 ${m[2]} ms`,
        anchor: anchors[kind].search,
        ratio: '',
        goal: anchors[kind].searchGoal,
      });
    console.log(`\nmemory.mjs --seconds ${memorySeconds} (${label}):`);
    const memory = await run('memory.mjs', [
      '--seconds',
      memorySeconds,
      ...(kind === 'postgres' ? ['--postgres', ...(moneyDb ? ['--database-url', moneyDb] : [])] : []),
    ]);
    const r = /resident: end\s+(\d+) MB, highest sample\s+(\d+) MB, high-water\s+(\d+) MB/.exec(memory);
    if (r)
      rows.push({
        what: `resident size of a node after ${memorySeconds} s of mixed load, ${label}`,
        ours: `${r[1]} MB (highest ${r[2]}, high-water ${r[3]})`,
        anchor: anchors[kind].memory,
        ratio: '',
        goal: '≤ 400 MB',
      });
  }
}

console.log(
  `\nIssues 11${issue38 ? ' and 38' : ''}, side by side (${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}):\n`,
);
console.log('| what | ours | anchor | ratio | goal |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.what} | ${r.ours} | ${r.anchor} | ${r.ratio} | ${r.goal} |`);
