import { eq } from 'drizzle-orm';
import { agents } from '@portal/db';
import { formatAmount, formatDate } from '@portal/domain';
import { CliInputError, stringFlag } from '../../cli/argv.ts';
import type { AdminCommand } from '../../cli/command.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { findAgentRef } from '../wallet/agent-lookup.ts';
import { lockOrder, moveLine } from '../bookings/core/repository.ts';
import { findOrderByReference, linesOf, listOrderRows } from './orders.repository.ts';

const confirm: AdminCommand = {
  name: 'attractions:confirm',
  usage: 'attractions:confirm <orderRef> <lineNo> <confirmationNumber>',
  summary: 'Confirm a booking-type attraction line with the supplier confirmation number (mails the agent)',
  async run(deps, args) {
    const [ref, lineNoText, confirmation] = args.positional;
    if (!ref || !lineNoText || !confirmation?.trim())
      throw new CliInputError('Give the order reference, the line number and the confirmation number');
    const lineNo = Number(lineNoText);
    if (!Number.isInteger(lineNo) || lineNo < 1)
      throw new CliInputError('The line number is a whole number from 1');
    return deps.database.db.transaction(async (tx) => {
      const order = await findOrderByReference(tx, ref);
      if (!order) throw new CliInputError(`No attraction order ${ref}`);
      // The order row first: the lock order of every money path on an order.
      await lockOrder(tx, order.id);
      const line = (await linesOf(tx, [order.id])).find((l) => l.lineNo === lineNo);
      if (!line) throw new CliInputError(`Order ${order.referenceNumber} has no line ${lineNo}`);
      if (line.status !== 'booked')
        throw new CliInputError(`Line ${lineNo} is ${line.status}; only booked lines can be confirmed`);
      const at = deps.clock.now();
      const moved = await moveLine(
        tx,
        line,
        ['booked'],
        { status: 'confirmed', confirmationNumber: confirmation.trim() },
        { actor: 'cli', at, note: `Confirmation ${confirmation.trim()}` },
      );
      if (!moved)
        throw new CliInputError(`Line ${lineNo} changed meanwhile; only booked lines can be confirmed`);
      const [agent] = await tx
        .select({ email: agents.email, name: agents.name })
        .from(agents)
        .where(eq(agents.id, order.agentId));
      if (agent)
        await enqueueMail(tx, {
          to: agent.email,
          subject: `Booking confirmed: ${line.attractionTitle} (${order.referenceNumber})`,
          text: [
            `Dear ${agent.name},`,
            '',
            `Your booking ${order.referenceNumber} line ${lineNo} - ${line.attractionTitle}, ${line.activityName} on ${formatDate(line.serviceDate)} - is confirmed.`,
            'Its voucher for your client is under Orders in the portal.',
            `Confirmation number: ${confirmation.trim()}`,
            `Lead traveller: ${order.leadName}`,
          ].join('\n'),
        });
      return `Confirmed ${order.referenceNumber} line ${lineNo} (${line.activityName}) with ${confirmation.trim()}; the agent was mailed.`;
    });
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
      { agentId: agent.id, status },
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

export const ATTRACTION_COMMANDS: AdminCommand[] = [confirm, list];
