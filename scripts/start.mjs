// npm start: build the web app, then serve API and web on one port (migrates and seeds at start).
import { spawnSync } from 'node:child_process';
import { apiNodeEnv, apiNodeFlags } from './node-flags.mjs';

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', shell: false, env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.SKIP_WEB_BUILD !== 'true') run('npm', ['run', 'build', '-w', 'apps/web', '--silent']);
// Node 24 runs the API's TypeScript itself (type stripping, docs/decisions/0008-node-runs-the-typescript.md).
// Its heap capped, WASM compiled lazily and one malloc arena (scripts/node-flags.mjs, ADR 0027 and 0033).
run(process.execPath, [...apiNodeFlags(), 'apps/api/src/server.ts'], apiNodeEnv());
