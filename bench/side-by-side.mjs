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
// About 3 minutes with the defaults. Hold `flock /tmp/bench.lock` on a shared machine.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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

console.log(`\nIssue 11, side by side (${((performance.now() - started) / 1000).toFixed(0)} s):\n`);
console.log('| what | ours | anchor | ratio | goal |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.what} | ${r.ours} | ${r.anchor} | ${r.ratio} | ${r.goal} |`);
