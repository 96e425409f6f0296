import type { AdminCommand } from '../../cli/command.ts';
import { table } from '../../cli/table.ts';
import { badRequest } from '../../lib/app-error.ts';
import { listRates, setRate } from './rates.service.ts';

/** Admin commands for conversion rates against AED. */
export const HOME_COMMANDS: AdminCommand[] = [
  {
    name: 'rates:set',
    usage: 'rates:set <ISO> <rate> [--confirm "<reason>"]',
    summary:
      'Record a new conversion rate: units of the currency for 1 AED (e.g. rates:set USD 0.2723); a move beyond RATE_CHANGE_CONFIRM_PERCENT needs --confirm "<reason>"',
    async run(deps, args, who) {
      const [isocode, rate, ...extra] = args.positional;
      if (!isocode || !rate || extra.length > 0)
        throw badRequest('Usage: rates:set <ISO> <rate> [--confirm "<reason>"]');
      const confirm = args.flags.confirm;
      const change = await setRate(deps, isocode, rate, undefined, who, {
        confirm: typeof confirm === 'string',
        reason: typeof confirm === 'string' ? confirm : null,
      });
      const before = change.previous
        ? `${change.previous.rate} (${change.previous.source}, ${change.previous.time.toISOString()})`
        : 'no rate';
      return [
        `${change.isocode} (${change.name}): ${before} -> ${change.rate}`,
        `1 AED = ${change.rate} ${change.isocode}; recorded at ${change.time.toISOString()} with source "admin command line".`,
        'Every running API process serves it within a second (reference data is kept in memory until it changes).',
      ].join('\n');
    },
  },
  {
    name: 'rates:list',
    usage: 'rates:list',
    summary: 'List every currency with its current rate against AED, source and time',
    async run(deps) {
      const rows = await listRates(deps);
      const header = ['ISO', 'Currency', 'Rate (per 1 AED)', 'Active', 'Source', 'Time'];
      const lines = rows.map((r) => [
        r.isocode,
        r.name,
        r.rate === null ? '-' : String(r.rate),
        r.active ? 'yes' : 'no',
        r.source ?? '-',
        r.fetchedAt?.toISOString() ?? '-',
      ]);
      return table([header, ...lines]);
    },
  },
];
