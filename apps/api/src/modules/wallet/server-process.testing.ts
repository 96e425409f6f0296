import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

/** Test helper: the real API server as its own OS process (`node apps/api/src/server.ts`, Node 24). */
export interface ServerProcess {
  url: string;
  /** Everything the process wrote so far (stdout and stderr), for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../../../../..');
const BIN = join(ROOT, 'node_modules', '.bin');
const READY = /running at http:\/\/localhost:(\d+)/;
const started = new Set<ChildProcess>();

// A crashed or interrupted test run must not leave servers behind holding database connections.
process.once('exit', () => {
  for (const child of started) kill(child, 'SIGKILL');
});

function kill(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Negative pid: the whole process group (the server and anything it starts).
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Starts the server with PORT=0 on 127.0.0.1 and resolves once it has printed its address and
 * answers /readyz with 200. `env` is laid over the current environment.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  // The repo's Node 24 (node_modules/.bin/node), which runs the TypeScript itself (type stripping).
  const child = spawn(join(BIN, 'node'), ['apps/api/src/server.ts'], {
    cwd: ROOT,
    detached: true, // own process group, so stop() ends it and anything it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PATH: `${BIN}:${process.env.PATH ?? ''}`, HOST: '127.0.0.1', PORT: '0', ...env },
  });
  started.add(child);
  let output = '';
  const exited = new Promise<string>((done) =>
    child.once('exit', (code, signal) => {
      started.delete(child);
      done(`exited with ${signal ?? code}`);
    }),
  );
  const stop = async () => {
    kill(child, 'SIGTERM');
    const force = setTimeout(() => kill(child, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  };
  const port = new Promise<string>((done) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match?.[1]) done(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((done) => {
    timer = setTimeout(() => done(`not ready after ${timeoutMs} ms`), timeoutMs);
  });
  try {
    const first = await Promise.race([
      port.then((p) => ({ port: p })),
      exited.then((why) => ({ failed: why })),
      timeout.then((why) => ({ failed: why })),
    ]);
    if ('failed' in first) throw new Error(`server ${first.failed}:\n${output}`);
    const url = `http://127.0.0.1:${first.port}`;
    const ready = await fetch(`${url}/readyz`);
    if (ready.status !== 200) throw new Error(`server /readyz answered ${ready.status}:\n${output}`);
    return { url, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
