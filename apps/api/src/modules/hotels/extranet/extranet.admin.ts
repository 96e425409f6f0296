import { inventoryAllotmentBody } from '@portal/contracts';
import type { AdminCommand } from '../../../cli/command.ts';
import { systemActor } from '../../../audit/index.ts';
import { badRequest } from '../../../lib/app-error.ts';
import { changeAllotments } from './allotments.service.ts';

const ACTIONS = { 'stop-sale': 'stop-sale', 'open-sale': 'open-sale' } as const;

/** Extranet commands: the same service as the back office's allotment grid. */
export const HOTEL_EXTRANET_COMMANDS: AdminCommand[] = (['stop-sale', 'open-sale'] as const).map(
  (action) => ({
    name: `hotels:${action}`,
    usage: `hotels:${action} <room type id>[,<room type id>...] <first night yyyy-mm-dd> <last night yyyy-mm-dd>`,
    summary:
      action === 'stop-sale'
        ? 'Stop sale of room types on a range of nights (agents no longer find them)'
        : 'Open sale again on a range of nights (the allotment applies again)',
    async run(deps, args) {
      const [ids, from, to] = args.positional;
      if (!ids || !from || !to) throw badRequest(`Usage: ${this.usage}`);
      const parsed = inventoryAllotmentBody.safeParse({
        roomTypeIds: ids.split(',').map((s) => s.trim()),
        from,
        to,
        action: ACTIONS[action],
      });
      if (!parsed.success)
        throw badRequest(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      const done = await changeAllotments(deps, parsed.data, systemActor('cli'));
      return done.message;
    },
  }),
);
