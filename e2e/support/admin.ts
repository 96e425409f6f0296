import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_SERVER_INDEX, e2eServerDir } from './env';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The DATA_DIR of this worker's server (database, server.json, files the tests leave for it). */
export function e2eDataDir(): string {
  const root = process.env.E2E_DATA_DIR;
  if (!root) throw new Error('E2E_DATA_DIR is not set: run the suite with `npx --no playwright test`');
  return join(root, e2eServerDir(E2E_SERVER_INDEX));
}

interface ServerFile {
  host: string;
  port: number;
  token: string;
}

/**
 * Runs an admin command on the suite's server through the endpoint the command line itself uses
 * (POST /api/v1/admin/cli with the token of ${DATA_DIR}/server.json). Set-up steps use this: it costs
 * one HTTP call instead of starting npm and tsx (seconds each on a busy machine), and it runs the code
 * the server started with, not whatever the source tree holds at that moment.
 * Resolves with the command's output; rejects with its error text.
 */
export async function runAdmin(args: readonly string[]): Promise<string> {
  const server = JSON.parse(readFileSync(join(e2eDataDir(), 'server.json'), 'utf8')) as ServerFile;
  const host = server.host.includes(':') ? `[${server.host}]` : server.host;
  const response = await fetch(`http://${host}:${server.port}/api/v1/admin/cli`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-cli-token': server.token },
    body: JSON.stringify({ argv: args, operator: 'e2e' }),
  });
  const body = (await response.json().catch(() => null)) as { output?: string; error?: string } | null;
  if (!response.ok || typeof body?.output !== 'string') {
    throw new Error(`admin ${args.join(' ')} failed (${response.status}): ${body?.error ?? 'no answer'}`);
  }
  return body.output.trim();
}

/**
 * Runs the admin command line exactly as an operator would (`DATA_DIR=... npm run admin -- <args>`), for
 * the tests of the command line itself. With the embedded database the command reaches the running test
 * server through ${DATA_DIR}/server.json. Resolves with the command's output; rejects with its error text
 * when it exits non-zero.
 */
export function runAdminCli(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', 'admin', '--', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: e2eDataDir() },
        // Starting npm, tsx and the command modules takes a few seconds, far more on a loaded machine.
        timeout: 120_000,
        maxBuffer: 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`npm run admin -- ${args.join(' ')} failed: ${stderr.trim() || error.message}`));
          return;
        }
        resolve(stdout.trim());
      },
    );
  });
}
