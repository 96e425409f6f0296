// npm test: typecheck, lint, unit, API integration, then end-to-end tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(label, cmd, args, env = {}) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    process.stderr.write(`\n${label} failed (exit ${result.status ?? result.signal}).\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`=== ${label}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s ===\n`);
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    process.stderr.write(
      `Chromium is not installed at ${chromium}. Install Debian's package as root (apt-get install -y chromium) ` +
        `or set CHROMIUM_PATH to a Chromium binary, then run npm test again.\n`,
    );
    process.exit(1);
  }
  run('install chromium', 'sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
  ]);
  if (!existsSync(chromium)) {
    process.stderr.write(`apt-get finished but ${chromium} is still missing.\n`);
    process.exit(1);
  }
}

ensureChromium();
run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npm', ['run', 'lint', '--silent']);
run('unit tests', 'npx', ['--no', 'vitest', 'run', '--project', 'unit']);
run('API integration tests', 'npx', ['--no', 'vitest', 'run', '--project', 'int']);
run('build web', 'npm', ['run', 'build', '--silent']);
run('end-to-end tests', 'npx', ['--no', 'playwright', 'test'], { CHROMIUM_PATH: chromium });
