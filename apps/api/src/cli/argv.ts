import type { ParsedArgs } from './command.ts';

/** Flags that never take a value; every other `--name` takes the next word (or `--name=value`). */
export const BOOLEAN_FLAGS = new Set(['none', 'help']);

export interface ParsedCommandLine {
  command: string | null;
  args: ParsedArgs;
}

/** `agents:flags x showHotel=on --none` -> { command: 'agents:flags', positional: [...], flags: {...} }. */
export function parseArgv(argv: readonly string[]): ParsedCommandLine {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  let command: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] ?? '';
    if (word === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (word.startsWith('--') && word.length > 2) {
      const body = word.slice(2);
      const eq = body.indexOf('=');
      if (eq >= 0) {
        flags[body.slice(0, eq)] = body.slice(eq + 1);
      } else if (BOOLEAN_FLAGS.has(body)) {
        flags[body] = true;
      } else {
        const next = argv[i + 1];
        if (next !== undefined && !next.startsWith('--')) {
          flags[body] = next;
          i++;
        } else {
          flags[body] = true;
        }
      }
      continue;
    }
    if (command === null) command = word;
    else positional.push(word);
  }
  return { command, args: { positional, flags } };
}

/** A flag that must carry a value (`--status ok`); undefined when absent. */
export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const value = args.flags[name];
  if (value === true) throw new CliInputError(`--${name} needs a value`);
  return value;
}

/** Bad command-line input; the CLI prints the message and exits with code 1. */
export class CliInputError extends Error {}
