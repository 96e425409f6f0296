import type { ActingAs } from '../audit/index.ts';
import type { AppDeps } from '../deps.ts';

export interface ParsedArgs {
  positional: string[];
  flags: Record<string, string | true>;
}

/**
 * One admin command-line command. `run` executes on whichever side holds the database (the CLI
 * process itself, or the running server when it owns an embedded PGlite) and returns the text that
 * says what changed. Invalid input throws AppError with a clear message. `who` is the operator
 * (`cli:<OS user>`, cliActor): every command that changes something writes its audit row with it, in the
 * transaction of the change (issue 33).
 */
export interface AdminCommand {
  /** e.g. "agents:approve" or "wallet:credit" */
  name: string;
  usage: string;
  summary: string;
  run(deps: AppDeps, args: ParsedArgs, who: ActingAs): Promise<string>;
}
