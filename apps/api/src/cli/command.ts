import type { AppDeps } from '../deps.ts';

export interface ParsedArgs {
  positional: string[];
  flags: Record<string, string | true>;
}

/**
 * One admin command-line command. `run` executes on whichever side holds the database (the CLI
 * process itself, or the running server when it owns an embedded PGlite) and returns the text that
 * says what changed. Invalid input throws AppError with a clear message.
 */
export interface AdminCommand {
  /** e.g. "agents:approve" or "wallet:credit" */
  name: string;
  usage: string;
  summary: string;
  run(deps: AppDeps, args: ParsedArgs): Promise<string>;
}
