import type { AdminCommand } from './command.ts';

/** Every admin command; modules add their own arrays here. */
export const COMMANDS: AdminCommand[] = [];
