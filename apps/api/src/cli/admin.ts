import { adminCliAnswer, errorEnvelope } from '@portal/contracts';
import { openDatabase, productionDeps } from '../bootstrap.ts';
import { loadEnv } from '../env.ts';
import { AppError } from '../lib/app-error.ts';
import { parseArgv } from './argv.ts';
import { localOperator } from './operator.ts';
import { helpText, runAdminCommand } from './runner.ts';
import { processAlive, readServerFile, type ServerFile } from './server-file.ts';

/**
 * `npm run admin -- <command>`. With DATABASE_URL the command runs here against PostgreSQL. Without it
 * the database is an embedded PGlite that only one process can open: if a server is running on this
 * DATA_DIR, the command is sent to it (POST /api/v1/admin/cli with the token from server.json);
 * otherwise this process opens the database itself. The command code is the same either way.
 */
async function main(argv: string[]): Promise<string> {
  const { command } = parseArgv(argv);
  if (command === null || command === 'help' || command === '--help') return helpText();
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    const server = readServerFile(env.DATA_DIR);
    if (server && processAlive(server.pid)) return viaServer(server, argv);
  }
  const database = await openDatabase(env);
  try {
    return await runAdminCommand(productionDeps(env, database), argv);
  } finally {
    await database.close();
  }
}

async function viaServer(server: ServerFile, argv: string[]): Promise<string> {
  const host = server.host.includes(':') ? `[${server.host}]` : server.host;
  let response: Response;
  try {
    response = await fetch(`http://${host}:${server.port}/api/v1/admin/cli`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-cli-token': server.token },
      body: JSON.stringify({ argv, operator: localOperator() }),
    });
  } catch (err) {
    throw new Error(
      `The server (pid ${server.pid}) owns the database but did not answer on port ${server.port}: ${String(err)}`,
      { cause: err },
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return adminCliAnswer.parse(body).output;
  const envelope = errorEnvelope.safeParse(body);
  throw new Error(envelope.success ? envelope.data.error : `The server answered ${response.status}`);
}

try {
  process.stdout.write(`${await main(process.argv.slice(2))}\n`);
} catch (err) {
  const message = err instanceof AppError || err instanceof Error ? err.message : String(err);
  process.stderr.write(`Error: ${message}\n`);
  process.exitCode = 1;
}
