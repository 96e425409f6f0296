import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suite with `npx --no playwright test`');
  return dir;
}

/**
 * Runs the admin command line exactly as an operator would (`DATA_DIR=... npm run admin -- <args>`).
 * With the embedded database the command reaches the running test server through ${DATA_DIR}/server.json.
 * Resolves with the command's output; rejects with its error text when it exits non-zero.
 */
export function runAdmin(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', 'admin', '--', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: e2eDataDir() },
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
