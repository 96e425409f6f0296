import type { AdminCommand } from './command.ts';
import { HOME_COMMANDS } from '../modules/home/home.admin.ts';
import { walletCommands } from '../modules/wallet/wallet.admin.ts';
import { AGENT_COMMANDS } from '../modules/admin/agent-commands.ts';
import { ADMIN_ACCOUNT_COMMANDS } from '../modules/admin/admin-commands.ts';
import { ATTRACTION_COMMANDS } from '../modules/attractions/attractions.admin.ts';
import { MARKUP_COMMANDS } from '../modules/markups/markups.admin.ts';
import { HOTEL_COMMANDS } from '../modules/hotels/hotels.admin.ts';
import { A2A_COMMANDS } from '../modules/a2a/a2a.admin.ts';
import { VISA_COMMANDS } from '../modules/visas/visas.admin.ts';
import { INSURANCE_COMMANDS } from '../modules/insurance/insurance.admin.ts';
import { FLIGHT_BOOKING_COMMANDS } from '../modules/flights/booking/booking.admin.ts';
import { NOTIFICATION_COMMANDS } from '../modules/notifications/notifications.admin.ts';
import { AGENCY_USER_COMMANDS } from '../modules/agency-users/agency-users.admin.ts';

/** Every admin command; modules add their own arrays here. */
export const COMMANDS: AdminCommand[] = [
  ...HOME_COMMANDS,
  ...AGENT_COMMANDS,
  ...ADMIN_ACCOUNT_COMMANDS,
  ...walletCommands,
  ...ATTRACTION_COMMANDS,
  ...MARKUP_COMMANDS,
  ...HOTEL_COMMANDS,
  ...A2A_COMMANDS,
  ...VISA_COMMANDS,
  ...INSURANCE_COMMANDS,
  ...FLIGHT_BOOKING_COMMANDS,
  ...NOTIFICATION_COMMANDS,
  ...AGENCY_USER_COMMANDS,
];
