import { cliActor } from '../audit/index.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../lib/app-error.ts';
import { CliInputError, parseArgv } from './argv.ts';
import type { AdminCommand } from './command.ts';
import { COMMANDS } from './commands.ts';
import { localOperator } from './operator.ts';

export function helpText(commands: readonly AdminCommand[] = COMMANDS): string {
  const width = Math.max(...commands.map((c) => c.usage.length), 10);
  const lines = commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: npm run admin -- <command> [arguments]',
    '',
    'Commands:',
    ...lines,
    `  ${'help'.padEnd(width)}  This list`,
  ].join('\n');
}

/**
 * Parses and runs one admin command against the given deps (the CLI's own or the server's) and
 * answers its output. Bad input throws AppError (BAD_REQUEST/NOT_FOUND) with a clear message. The
 * operator (the OS user who typed it; the server gets it from the command line) is the audit actor.
 */
export async function runAdminCommand(
  deps: AppDeps,
  argv: readonly string[],
  operator: string = localOperator(),
  commands: readonly AdminCommand[] = COMMANDS,
): Promise<string> {
  const { command, args } = parseArgv(argv);
  if (command === null || command === 'help' || command === '--help') return helpText(commands);
  const found = commands.find((c) => c.name === command);
  if (!found) throw new AppError('BAD_REQUEST', `Unknown command "${command}". Run "npm run admin -- help".`);
  if (args.flags.help === true) return `Usage: npm run admin -- ${found.usage}\n${found.summary}`;
  try {
    return await found.run(deps, args, cliActor(operator));
  } catch (err) {
    if (err instanceof CliInputError) {
      throw new AppError('BAD_REQUEST', `${err.message}\nUsage: npm run admin -- ${found.usage}`);
    }
    throw err;
  }
}
