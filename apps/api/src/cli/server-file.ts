import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `${DATA_DIR}/server.json` tells the admin command line that a server owns the embedded database
 * (PGlite opens in one process only) and how to reach its /api/v1/admin/cli endpoint.
 */
export interface ServerFile {
  pid: number;
  port: number;
  /** Address to reach the server on (the listen address, or loopback for a wildcard). */
  host: string;
  token: string;
}

export const serverFilePath = (dataDir: string) => join(dataDir, 'server.json');

export function writeServerFile(dataDir: string, port: number, listenHost: string): ServerFile {
  const wildcard = ['0.0.0.0', '::', '', 'localhost'].includes(listenHost);
  const host = wildcard ? '127.0.0.1' : listenHost;
  const info: ServerFile = { pid: process.pid, port, host, token: randomBytes(32).toString('hex') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(serverFilePath(dataDir), JSON.stringify(info), { mode: 0o600 });
  return info;
}

export function readServerFile(dataDir: string): ServerFile | null {
  try {
    const parsed = JSON.parse(readFileSync(serverFilePath(dataDir), 'utf8')) as Partial<ServerFile>;
    if (
      typeof parsed.pid !== 'number' ||
      typeof parsed.port !== 'number' ||
      typeof parsed.host !== 'string' ||
      typeof parsed.token !== 'string'
    )
      return null;
    return { pid: parsed.pid, port: parsed.port, host: parsed.host, token: parsed.token };
  } catch {
    return null;
  }
}

/** Removes the file only if this process wrote it (a second server must not delete the first one's). */
export function removeServerFile(dataDir: string): void {
  if (readServerFile(dataDir)?.pid === process.pid) rmSync(serverFilePath(dataDir), { force: true });
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
