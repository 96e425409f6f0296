// npm run test:e2e: build the web app, then run the Playwright specs in Debian's Chromium.
import { spawnSync } from 'node:child_process';

for (const [cmd, args] of [
  ['npm', ['run', 'build', '--silent']],
  ['npx', ['--no', 'playwright', 'test', ...process.argv.slice(2)]],
]) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
