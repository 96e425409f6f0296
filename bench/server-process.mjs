// Shared by the bench scripts: start the portal server as `node apps/api/src/server.ts` (the repo's Node 24)
// on a free port and a data directory, wait for /readyz, stop it. Prints nothing itself.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { apiNodeEnv, apiNodeFlags } from '../scripts/node-flags.mjs';

export const ROOT = join(import.meta.dirname, '..');
/** The repo's Node 24 (the `node` devDependency), which runs the server's TypeScript itself. */
export const REPO_NODE = join(ROOT, 'node_modules', '.bin', 'node');

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function tempDataDir() {
  return mkdtemp(join(tmpdir(), 'portal-bench-'));
}

export async function removeDir(dir) {
  // A server that just stopped may still be writing (mail files): retry rather than fail the bench.
  await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the server and resolves once `readyPath` (default /readyz) answers 200, with the time that took in ms.
 * `root`: another checkout of the repository to run instead of this one (with its own node_modules).
 */
export async function startServer({
  dataDir,
  port,
  env = {},
  timeoutMs = 180_000,
  readyPath = '/readyz',
  root,
}) {
  const cwd = root ?? ROOT;
  // The server writes its log straight into the file: piped through this process, every log line
  // would also cost the event loop that runs autocannon, and slow the client of the portal alone.
  const logPath = join(dataDir, `server-${port}-${Date.now()}.log`);
  const logFd = openSync(logPath, 'a');
  const started = performance.now();
  // The flags `npm start` runs the API with (scripts/node-flags.mjs): a bench measures what production runs.
  const node = join(cwd, 'node_modules', '.bin', 'node');
  const args = [...apiNodeFlags({ ...process.env, ...env }), 'apps/api/src/server.ts'];
  // A profiler to run the node under (`BENCH_SERVER_WRAPPER='heaptrack -o /tmp/ht'`): the command and
  // its arguments go before the node's, in the same process group.
  const [wrapper, ...wrapperArgs] = (process.env.BENCH_SERVER_WRAPPER ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(wrapper ?? node, wrapper ? [...wrapperArgs, node, ...args] : args, {
    cwd,
    detached: true, // own process group, so stop() ends the server and anything it started
    stdio: ['ignore', logFd, logFd],
    env: {
      ...apiNodeEnv({ ...process.env, ...env }),
      PATH: `${join(cwd, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
  });
  closeSync(logFd); // the child holds its own copy
  let exited = null;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  while (performance.now() - started < timeoutMs) {
    if (exited) throw new Error(`server exited early (${JSON.stringify(exited)}); log: ${logPath}`);
    try {
      const res = await fetch(`${url}${readyPath}`);
      if (res.status === 200) {
        const readyMs = performance.now() - started;
        return {
          url,
          readyMs,
          logPath,
          pid: child.pid,
          stop: () => stop(child, exit),
          kill: () => kill(child, exit),
        };
      }
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  await stop(child, exit);
  throw new Error(`server not ready after ${timeoutMs} ms; log: ${logPath}`);
}

/** kill -9 of the whole process group (the node server and its children): a crash, no shutdown at all. */
async function kill(child, exit) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  await exit;
}

async function stop(child, exit) {
  if (child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exit;
  clearTimeout(timer);
}

/** The Node version the server runs on (the repo's node_modules/.bin/node when present). */
export async function serverNodeVersion() {
  const { execFileSync } = await import('node:child_process');
  try {
    return execFileSync(REPO_NODE, ['--version'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return process.version;
  }
}

/** CPU time (user + system, ms) a process has used so far (Linux /proc; NaN when it is gone or elsewhere). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}
