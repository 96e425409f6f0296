// npm test: typecheck, lint, unit, API integration, then end-to-end tests in Debian's Chromium.
// Stops at the first failing step and ends with a summary of every step: result and duration.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_PACKAGES, HEADLESS_SHELL, e2eBrowserPath } from './chromium.mjs';

const started = Date.now();
/** @type {{ label: string, status: 'ok' | 'FAILED' | 'not run', seconds?: number, detail?: string }[]} */
const results = [];

const seconds = (since) => (Date.now() - since) / 1000;

function printSummary() {
  const width = Math.max(...results.map((r) => r.label.length));
  process.stdout.write('\n=== Summary ===\n');
  for (const r of results) {
    const time = r.seconds === undefined ? '' : `${r.seconds.toFixed(1).padStart(7)} s`;
    const detail = r.detail ? `  (${r.detail})` : '';
    process.stdout.write(
      `  ${r.status.padEnd(8)} ${r.label.padEnd(width)} ${time}${detail}`.trimEnd() + '\n',
    );
  }
  const failed = results.find((r) => r.status === 'FAILED');
  const total = `${seconds(started).toFixed(1)} s`;
  process.stdout.write(
    failed
      ? `npm test: FAILED at "${failed.label}" after ${total}\n`
      : `npm test: all steps ok in ${total}\n`,
  );
}

/** Runs a command with its output shown under `label`; answers its exit status, signal and seconds. */
function runShown(label, cmd, args, env = {}) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const since = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { status: result.status, signal: result.signal, took: seconds(since) };
}

/** Runs one step; on failure prints the summary (later steps as not run) and exits with its code. */
function run(label, cmd, args, env = {}, remaining = []) {
  const { status, signal, took } = runShown(label, cmd, args, env);
  if (status !== 0) {
    const detail = status === null ? `signal ${signal}` : `exit ${status}`;
    results.push({ label, status: 'FAILED', seconds: took, detail });
    for (const later of remaining) results.push({ label: later, status: 'not run' });
    process.stderr.write(`\n${label} failed (${detail}).\n`);
    printSummary();
    process.exit(status ?? 1);
  }
  results.push({ label, status: 'ok', seconds: took });
  process.stdout.write(`=== ${label}: ok in ${took.toFixed(1)} s ===\n`);
}

// Steps of one group run side by side; the groups run one after another. Two cores: the type-aware lint
// is split in two processes (the web app, everything else: one TypeScript program each), beside the
// native TypeScript 7 compiler (ADR 0042); then the unit tests beside the web build.
const groups = [
  [
    ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
    ['lint (web)', 'npx', ['--no', '--', 'eslint', 'apps/web']],
    ['lint (the rest)', 'npx', ['--no', '--', 'eslint', '--ignore-pattern', 'apps/web/**', '.']],
  ],
  [
    ['unit tests', 'npx', ['--no', 'vitest', 'run', '--project', 'unit']],
    ['build web', 'npm', ['run', 'build', '--silent']],
  ],
  [['API integration tests', 'npx', ['--no', 'vitest', 'run', '--project', 'int']]],
  [['end-to-end tests', 'npx', ['--no', 'playwright', 'test']]],
];
const steps = groups.flat();
const labels = steps.map(([label]) => label);

/**
 * The e2e browser (scripts/chromium.mjs): CHROMIUM_PATH as given; else Debian's headless shell, which
 * `npm test` installs as root together with chromium when the shell is missing. Without root it uses an
 * installed chromium, or stops with a clear message.
 */
function ensureChromium() {
  const given = process.env.CHROMIUM_PATH;
  if (given) {
    if (existsSync(given)) return;
    process.stderr.write(`CHROMIUM_PATH names ${given}, which does not exist.\n`);
    process.exit(1);
  }
  if (existsSync(HEADLESS_SHELL)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    if (existsSync(CHROMIUM)) return;
    process.stderr.write(
      `Chromium is not installed at ${CHROMIUM}. Install Debian's packages as root ` +
        `(apt-get install -y ${CHROMIUM_PACKAGES.join(' ')}) or set CHROMIUM_PATH to a Chromium binary, ` +
        `then run npm test again.\n`,
    );
    process.exit(1);
  }
  const install = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${CHROMIUM_PACKAGES.join(' ')} >/dev/null`;
  if (existsSync(CHROMIUM)) {
    // Chromium is there: the shell is a saving, not a need (a release without the package keeps chromium).
    const label = 'install chromium-headless-shell';
    const { status, took } = runShown(label, 'sh', ['-c', install]);
    const ok = status === 0 && existsSync(HEADLESS_SHELL);
    results.push({
      label,
      status: 'ok',
      seconds: took,
      detail: ok ? undefined : `not installed: e2e uses ${CHROMIUM}`,
    });
    return;
  }
  run('install chromium', 'sh', ['-c', install], {}, labels);
  if (!existsSync(e2eBrowserPath())) {
    process.stderr.write(`apt-get finished but ${CHROMIUM} is still missing.\n`);
    process.exit(1);
  }
}

/** Runs one step with its output kept, and resolves with its result when it ends. */
function runKept(label, cmd, args, env = {}) {
  return new Promise((resolve) => {
    const since = Date.now();
    const chunks = [];
    const child = spawn(cmd, args, { env: { ...process.env, ...env } });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (status, signal) =>
      resolve({ label, status, signal, took: seconds(since), output: Buffer.concat(chunks) }),
    );
  });
}

/** Runs a group's steps side by side; prints each one's output as a block; stops the run if one failed. */
async function runGroup(group, remaining) {
  if (group.length === 1) {
    const [label, cmd, args, env] = group[0];
    run(label, cmd, args, env, remaining);
    return;
  }
  process.stdout.write(`\n=== ${group.map(([label]) => label).join(' + ')}, side by side ===\n`);
  const ended = await Promise.all(group.map(([label, cmd, args, env]) => runKept(label, cmd, args, env)));
  for (const r of ended) {
    process.stdout.write(`\n=== ${r.label} ===\n`);
    process.stdout.write(r.output);
    const ok = r.status === 0;
    const detail = ok ? undefined : r.status === null ? `signal ${r.signal}` : `exit ${r.status}`;
    results.push({ label: r.label, status: ok ? 'ok' : 'FAILED', seconds: r.took, detail });
    process.stdout.write(
      ok ? `=== ${r.label}: ok in ${r.took.toFixed(1)} s ===\n` : `\n${r.label} failed (${detail}).\n`,
    );
  }
  const failed = ended.find((r) => r.status !== 0);
  if (failed) {
    for (const later of remaining) results.push({ label: later, status: 'not run' });
    printSummary();
    process.exit(failed.status ?? 1);
  }
}

ensureChromium();
let done = 0;
for (const group of groups) {
  done += group.length;
  await runGroup(group, labels.slice(done));
}
printSummary();
