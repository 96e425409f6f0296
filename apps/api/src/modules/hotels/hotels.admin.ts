import type { AdminCommand } from '../../cli/command.ts';
import { badRequest } from '../../lib/app-error.ts';
import { confirmBookingLine } from '../bookings/core/index.ts';
import { HOTEL_EXTRANET_COMMANDS } from './extranet/extranet.admin.ts';

/** Hotel admin commands: the company enters the hotel's confirmation number (booked -> confirmed; the agent is mailed). */
export const HOTEL_COMMANDS: AdminCommand[] = [
  {
    name: 'hotels:confirm',
    usage: 'hotels:confirm <booking reference> <hotel confirmation number>',
    summary: "Confirm a hotel booking with the hotel's confirmation number (the agent is mailed)",
    async run(deps, args, who) {
      const [reference, number] = args.positional;
      if (!reference || !number)
        throw badRequest('Usage: hotels:confirm <booking reference> <hotel confirmation number>');
      const order = await confirmBookingLine(deps, reference, number, 'cli', who);
      return `Booking ${order.referenceNumber} confirmed with ${number}; the agent was mailed.`;
    },
  },
  ...HOTEL_EXTRANET_COMMANDS,
];
