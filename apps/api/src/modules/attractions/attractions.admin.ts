import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { bookingOrders } from '@portal/db';
import { formatAmount, formatDate } from '@portal/domain';
import { CliInputError, stringFlag } from '../../cli/argv.ts';
import type { AdminCommand } from '../../cli/command.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAgentRef } from '../wallet/agent-lookup.ts';
import { confirmAttractionLine } from './confirm.service.ts';
import { listOrderRows } from './orders.repository.ts';
import { MAX_UPLOAD_BYTES } from '../../lib/uploads.ts';
import { uploadTickets } from './ticket-stock.service.ts';
import { ticketFileRows } from './ticket-upload.form.ts';

const confirm: AdminCommand = {
  name: 'attractions:confirm',
  usage: 'attractions:confirm <orderRef> <lineNo> <confirmationNumber>',
  summary: 'Confirm a booking-type attraction line with the supplier confirmation number (mails the agent)',
  async run(deps, args, who) {
    const [ref, lineNoText, confirmation] = args.positional;
    if (!ref || !lineNoText || !confirmation?.trim())
      throw new CliInputError('Give the order reference, the line number and the confirmation number');
    const lineNo = Number(lineNoText);
    if (!Number.isInteger(lineNo) || lineNo < 1)
      throw new CliInputError('The line number is a whole number from 1');
    try {
      const done = await confirmAttractionLine(deps, ref, lineNo, confirmation, 'cli', who);
      return `Confirmed ${done.referenceNumber} line ${lineNo} (${done.activityName}) with ${done.confirmationNumber}; the agent was mailed.`;
    } catch (err) {
      // The command's input errors keep their usage line (the service answers HTTP codes).
      if (err instanceof AppError && err.status < 500) throw new CliInputError(err.message);
      throw err;
    }
  },
};

const list: AdminCommand = {
  name: 'orders:list',
  usage: 'orders:list <agent> [--status booked|confirmed|...] [--limit 20]',
  summary: "An agent's attraction order lines, newest first",
  async run(deps, args) {
    const [who] = args.positional;
    if (!who) throw new CliInputError('Give the agent (id, e-mail or agent code)');
    const agent = await findAgentRef(deps.database.db, who);
    const status = stringFlag(args, 'status') as Parameters<typeof listOrderRows>[1]['status'];
    const limit = Math.min(200, Math.max(1, Number(stringFlag(args, 'limit') ?? 20) || 20));
    const { rows, total } = await listOrderRows(
      deps.database.db,
      { owners: eq(bookingOrders.agentId, agent.id), status },
      { skip: 0, limit },
    );
    if (rows.length === 0) return `No attraction orders for ${agent.companyName}.`;
    const lines = rows.map(
      (r) =>
        `${r.order.referenceNumber}  #${r.line.lineNo}  ${formatDate(r.line.serviceDate)}  ${r.line.status.padEnd(16)}  AED ${formatAmount(r.line.agentPrice).padStart(10)}  ${r.attractionTitle} - ${r.activityName}`,
    );
    return [`${total} line(s) for ${agent.companyName} (${agent.agentCode}):`, ...lines].join('\n');
  },
};

const tickets: AdminCommand = {
  name: 'tickets:upload',
  usage: 'tickets:upload <activityId> <file.csv|file.xlsx> [--valid-till DD/MM/YYYY]',
  summary:
    'Load a batch of e-ticket codes (code, type, valid till) into an activity’s stock; any bad row refuses the whole file',
  async run(deps, args, who) {
    const [activityId, path] = args.positional;
    if (!activityId || !path) throw new CliInputError('Give the activity id and the path of the ticket file');
    const full = resolve(path);
    const data = await readFile(full).catch(() => {
      throw new CliInputError(`Cannot read ${full}`);
    });
    if (data.length > MAX_UPLOAD_BYTES) throw new CliInputError('The ticket file is larger than 5 MB');
    try {
      const rows = await ticketFileRows(data);
      const done = await uploadTickets(deps, who, activityId, {
        rows,
        fileName: basename(full),
        validTill: stringFlag(args, 'valid-till'),
      });
      return `${done.message}; ${done.stock.availableTotal} available now.`;
    } catch (err) {
      if (err instanceof AppError && err.status < 500) {
        const rows = err.details?.fieldErrors?.file;
        throw new CliInputError(
          rows && rows.length > 1 ? [err.message.split('. ')[0], ...rows].join('\n') : err.message,
        );
      }
      throw err;
    }
  },
};

export const ATTRACTION_COMMANDS: AdminCommand[] = [confirm, list, tickets];
