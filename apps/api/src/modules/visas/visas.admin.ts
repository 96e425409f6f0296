import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import {
  VISA_STATUS_LABELS,
  VISA_TRAVELLER_STATUSES,
  formatMinor,
  type VisaTravellerStatus,
} from '@portal/domain';
import { CliInputError, stringFlag } from '../../cli/argv.ts';
import type { AdminCommand } from '../../cli/command.ts';
import { table } from '../../cli/table.ts';
import type { AppDeps } from '../../deps.ts';
import { MAX_UPLOAD_BYTES } from '../../lib/uploads.ts';
import { adminList, attachVisa, moveTraveller } from './admin.service.ts';
import * as repo from './applications.repository.ts';

async function travellerOf(deps: AppDeps, reference: string | undefined, traveller: string | undefined) {
  if (!reference || !traveller)
    throw new CliInputError('Give the application reference and the traveller (number from 1, or id)');
  const app = await repo.findApplicationByReference(deps.database.db, reference);
  if (!app) throw new CliInputError(`No visa application ${reference}`);
  const row = await repo.findTravellerRef(deps.database.db, app.id, traveller.trim());
  if (!row) throw new CliInputError(`Application ${app.referenceNumber} has no traveller ${traveller}`);
  return { app, row };
}

const name = (t: { firstName: string; lastName: string }) => `${t.firstName} ${t.lastName}`;

const list: AdminCommand = {
  name: 'visas:list',
  usage: 'visas:list [--status submitted|in_process|approved|rejected|initiated|cancelled]',
  summary: 'List visa applications with each traveller and its status (newest first)',
  async run(deps, args) {
    const status = stringFlag(args, 'status');
    if (status && !(VISA_TRAVELLER_STATUSES as readonly string[]).includes(status))
      throw new CliInputError(`The status is one of ${VISA_TRAVELLER_STATUSES.join(', ')}`);
    const { visaApplications, totalVisaApplications } = await adminList(
      deps,
      status as VisaTravellerStatus | undefined,
      0,
      100,
    );
    if (!visaApplications.length) return 'No visa applications.';
    const rows = [['Reference', 'Visa', 'Travel', 'Paid', '#', 'Traveller', 'Passport', 'Status']];
    for (const a of visaApplications)
      for (const t of a.travellers)
        rows.push([
          a.referenceNumber,
          a.visaType.visaName,
          a.travelDate,
          a.paymentState === 'paid' ? `AED ${formatMinor(a.totalAmount)}` : a.paymentState,
          String(t.position),
          name(t),
          t.passportNo,
          VISA_STATUS_LABELS[t.status] + (t.rejectionReason ? ` (${t.rejectionReason})` : ''),
        ]);
    return `${table(rows)}\n${totalVisaApplications} application(s)${totalVisaApplications > 100 ? ', the newest 100 shown' : ''}`;
  },
};

const MOVES = ['in_process', 'approved', 'rejected'] as const;

const status: AdminCommand = {
  name: 'visas:status',
  usage: 'visas:status <reference> <traveller> in_process|approved|rejected [--reason "..."]',
  summary: "Move a traveller's status (rejected needs --reason); the agent is mailed",
  async run(deps, args, who) {
    const [reference, traveller, to] = args.positional;
    const { app, row } = await travellerOf(deps, reference, traveller);
    if (!(MOVES as readonly (string | undefined)[]).includes(to))
      throw new CliInputError(`The new status is one of ${MOVES.join(', ')}`);
    const reason = stringFlag(args, 'reason')?.trim() || null;
    if (to === 'rejected' && !reason)
      throw new CliInputError('Give the reason for the rejection: --reason "..."');
    await moveTraveller(deps, app.id, row.id, to as (typeof MOVES)[number], reason, 'admin', who);
    return `${app.referenceNumber} traveller ${row.position} (${name(row)}): ${VISA_STATUS_LABELS[row.status]} -> ${VISA_STATUS_LABELS[to as VisaTravellerStatus]}${reason ? ` (${reason})` : ''}; the agent is mailed`;
  },
};

const reject: AdminCommand = {
  name: 'visas:reject',
  usage: 'visas:reject <reference> <traveller> --reason "..."',
  summary: 'Reject a traveller with the reason (the agent can correct and reapply at no new charge)',
  run: (deps, args, who) =>
    status.run(
      deps,
      { ...args, positional: [args.positional[0] ?? '', args.positional[1] ?? '', 'rejected'] },
      who,
    ),
};

const attach: AdminCommand = {
  name: 'visas:attach',
  usage: 'visas:attach <reference> <traveller> <visa.pdf>',
  summary: 'Attach the visa PDF to a traveller and approve it; only the owner agent can download it',
  async run(deps, args, who) {
    const [reference, traveller, path] = args.positional;
    if (!path) throw new CliInputError('Give the path of the visa PDF');
    const { app, row } = await travellerOf(deps, reference, traveller);
    const full = resolve(path);
    const data = await readFile(full).catch(() => {
      throw new CliInputError(`Cannot read ${full}`);
    });
    if (data.length > MAX_UPLOAD_BYTES) throw new CliInputError('The visa PDF is larger than 5 MB');
    const type = await fileTypeFromBuffer(data);
    if (type?.mime !== 'application/pdf') throw new CliInputError(`${basename(full)} is not a PDF file`);
    await attachVisa(
      deps,
      app.id,
      row.id,
      {
        field: 'visa',
        data,
        mime: 'application/pdf',
        extension: 'pdf',
        originalName: basename(full),
      },
      who,
    );
    return `${app.referenceNumber} traveller ${row.position} (${name(row)}): visa attached (${data.length} bytes), status Approved; the agent is mailed`;
  },
};

export const VISA_COMMANDS: AdminCommand[] = [list, status, reject, attach];
