import type { AdminCommand } from './command.ts';
import { walletCommands } from '../modules/wallet/wallet.admin.ts';
import { AGENT_COMMANDS } from '../modules/admin/agent-commands.ts';
import { ADMIN_ACCOUNT_COMMANDS } from '../modules/admin/admin-commands.ts';

/** Every admin command; modules add their own arrays here. */
export const COMMANDS: AdminCommand[] = [...AGENT_COMMANDS, ...ADMIN_ACCOUNT_COMMANDS, ...walletCommands];
