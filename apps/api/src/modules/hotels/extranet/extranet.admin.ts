import { inventoryAllotmentBody, inventoryContractCopyBody } from '@portal/contracts';
import type { AdminCommand } from '../../../cli/command.ts';
import { badRequest } from '../../../lib/app-error.ts';
import { changeAllotments } from './allotments.service.ts';
import { copyContractToNextSeason } from './contracts.service.ts';

const ACTIONS = { 'stop-sale': 'stop-sale', 'open-sale': 'open-sale' } as const;

function checked<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): T {
  if (!result.success)
    throw badRequest(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return result.data;
}

const roomTypeIds = (ids: string) => ids.split(',').map((s) => s.trim());

/** Extranet commands: the same services as the back office's allotment grid and contracts. */
const SALE_COMMANDS: AdminCommand[] = (['stop-sale', 'open-sale'] as const).map((action) => ({
  name: `hotels:${action}`,
  usage: `hotels:${action} <room type id>[,<room type id>...] <first night yyyy-mm-dd> <last night yyyy-mm-dd>`,
  summary:
    action === 'stop-sale'
      ? 'Stop sale of room types on a range of nights (agents no longer find them)'
      : 'Open sale again on a range of nights (the allotment applies again)',
  async run(deps, args, who) {
    const [ids, from, to] = args.positional;
    if (!ids || !from || !to) throw badRequest(`Usage: ${this.usage}`);
    const body = checked(
      inventoryAllotmentBody.safeParse({ roomTypeIds: roomTypeIds(ids), from, to, action: ACTIONS[action] }),
    );
    return (await changeAllotments(deps, body, who)).message;
  },
}));

const SET_ALLOTMENT: AdminCommand = {
  name: 'hotels:allotment-set',
  usage:
    'hotels:allotment-set <room type id>[,<room type id>...] <first night yyyy-mm-dd> <last night yyyy-mm-dd> <rooms>',
  summary: 'Release a number of rooms a night on a range (never below the rooms already sold)',
  async run(deps, args, who) {
    const [ids, from, to, rooms, ...extra] = args.positional;
    if (!ids || !from || !to || rooms === undefined || extra.length > 0)
      throw badRequest(`Usage: ${this.usage}`);
    const count = Number(rooms);
    const body = checked(
      inventoryAllotmentBody.safeParse({ roomTypeIds: roomTypeIds(ids), from, to, action: 'set', count }),
    );
    return (await changeAllotments(deps, body, who)).message;
  },
};

const COPY_CONTRACT: AdminCommand = {
  name: 'hotels:contract-copy',
  usage: 'hotels:contract-copy <contract id> <percent, e.g. 5 or -10>',
  summary: 'Copy a contract to next season: seasons a year later, every price changed by the percentage',
  async run(deps, args, who) {
    const [id, percentText, ...extra] = args.positional;
    if (!id || percentText === undefined || extra.length > 0) throw badRequest(`Usage: ${this.usage}`);
    const { percent } = checked(inventoryContractCopyBody.safeParse({ percent: Number(percentText) }));
    const copy = await copyContractToNextSeason(deps, id, percent, who);
    return [
      `Contract ${copy._id} made for ${copy.roomTypeName}: ${copy.rateName} (${copy.boardCode}), ${copy.validFrom} to ${copy.validTo}, prices ${percent >= 0 ? '+' : ''}${percent}% in ${copy.currency}.`,
      'It sells from now on, beside the contract it was copied from.',
    ].join('\n');
  },
};

export const HOTEL_EXTRANET_COMMANDS: AdminCommand[] = [...SALE_COMMANDS, SET_ALLOTMENT, COPY_CONTRACT];
