import { eq } from 'drizzle-orm';
import { agents } from '@portal/db';
import { formatDate, type Language } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { lockOrder, moveLine } from '../bookings/core/repository.ts';
import { t } from '../../lib/i18n/index.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { findOrderByReference, linesOf } from './orders.repository.ts';

export interface ConfirmedAttractionLine {
  referenceNumber: string;
  lineNo: number;
  activityName: string;
  confirmationNumber: string;
}

/**
 * The company confirms a booking-type attraction line with the operator's confirmation number
 * (booked -> confirmed) and mails the agent that the voucher is ready. Used by the
 * `attractions:confirm` command and the back office's bookings desk.
 */
export async function confirmAttractionLine(
  deps: AppDeps,
  reference: string,
  lineNo: number,
  confirmationNumber: string,
  actor: string,
  /** The member of staff confirming: audited with the change (issue 33). */
  who: ActingAs,
): Promise<ConfirmedAttractionLine> {
  const confirmation = confirmationNumber.trim();
  if (!confirmation) throw badRequest('Enter the confirmation number.');
  return deps.database.db.transaction(async (tx) => {
    const order = await findOrderByReference(tx, reference);
    if (!order) throw new AppError('NOT_FOUND', `No attraction order ${reference}`);
    // The order row first: the lock order of every money path on an order.
    await lockOrder(tx, order.id);
    const line = (await linesOf(tx, [order.id])).find((l) => l.lineNo === lineNo);
    if (!line) throw new AppError('NOT_FOUND', `Order ${order.referenceNumber} has no line ${lineNo}`);
    if (line.status !== 'booked')
      throw new AppError('CONFLICT', `Line ${lineNo} is ${line.status}; only booked lines can be confirmed`);
    const at = deps.clock.now();
    const moved = await moveLine(
      tx,
      line,
      ['booked'],
      { status: 'confirmed', confirmationNumber: confirmation },
      { actor, at, note: `Confirmation ${confirmation}` },
    );
    if (!moved)
      throw new AppError('CONFLICT', `Line ${lineNo} changed meanwhile; only booked lines can be confirmed`);
    await recordAudit(tx, who, {
      kind: 'order.confirm',
      object: { type: 'order-line', id: line.id },
      agentId: order.agentId,
      before: { status: 'booked', reference: order.referenceNumber },
      after: { status: 'confirmed', reference: order.referenceNumber, confirmationNumber: confirmation },
    });
    const [agent] = await tx
      .select({ email: agents.email, name: agents.name })
      .from(agents)
      .where(eq(agents.id, order.agentId));
    if (agent) {
      // In the agency owner's language (issue 35).
      const params = {
        name: agent.name,
        reference: order.referenceNumber,
        line: lineNo,
        title: line.attractionTitle,
        activity: line.activityName,
        date: formatDate(line.serviceDate),
        number: confirmation,
      };
      const content = (language: Language) => ({
        subject: t(language, 'mail.attractionLine.subject', params),
        text: [
          t(language, 'mail.greeting', params),
          '',
          t(language, 'mail.attractionLine.text', params),
          t(language, 'mail.attractionLine.voucher'),
          t(language, 'mail.confirmationNumber', params),
          t(language, 'mail.leadTraveller', { name: order.leadName }),
        ].join('\n'),
      });
      await enqueueMail(tx, { to: agent.email, ...content('en'), localized: content });
    }
    return {
      referenceNumber: order.referenceNumber,
      lineNo,
      activityName: line.activityName,
      confirmationNumber: confirmation,
    };
  });
}
