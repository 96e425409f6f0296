import { eq } from 'drizzle-orm';
import type { QuotationCostingDto, QuotationDraft } from '@portal/contracts';
import { quotationAmendments, quotations, type Tx } from '@portal/db';
import type { RoomPlan } from '@portal/domain';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueueQuotationConfirmed } from './confirmation-mail.ts';
import * as repo from './quotations.repository.ts';

export interface ConfirmAt {
  /** The quotation, locked in `tx`, not confirmed, `amendment` being its latest version. */
  quotation: repo.QuotationRow;
  amendment: repo.AmendmentRow;
  draft: QuotationDraft;
  /** The costing confirmed: the amendment's own, or a new one (then stored as a new amendment). */
  costing: QuotationCostingDto;
  samePrice: boolean;
  fromPerPerson: number;
  selectedStay: number;
  rooms: RoomPlan;
  partyTotal: { rooms: RoomPlan; total: { agentPrice: number; sellPrice: number } };
  comments: string;
  /** Who confirms (the agency's id, as the confirmation has always recorded it). */
  confirmedBy: string;
}

/**
 * Confirms a quotation for operations at the price accepted, in the caller's transaction: the one
 * way a quotation becomes confirmed (the portal's confirm, and a client's paid link through the
 * quotation product). A price that is not the amendment's is confirmed as a new version holding it
 * (amendments stay frozen); the confirmation mail and the audit row go with it.
 */
export async function confirmAmendment(deps: AppDeps, tx: Tx, who: ActingAs, at: ConfirmAt) {
  const { quotation, draft } = at;
  const now = deps.clock.now();
  const target = at.samePrice
    ? at.amendment
    : await repo.insertAmendment(tx, {
        quotationId: quotation.id,
        amendmentNo: quotation.totalAmendments + 1,
        createdBy: at.confirmedBy,
        draft,
        costing: at.costing,
        fromPerPerson: at.fromPerPerson,
        createdAt: now,
      });
  const confirmation = {
    selectedStay: at.selectedStay,
    comments: at.comments,
    occupancyRoomCount: at.rooms,
    partyTotal: at.partyTotal,
    confirmedAt: now.toISOString(),
    confirmedBy: at.confirmedBy,
  };
  const [amendment] = await tx
    .update(quotationAmendments)
    .set({ confirmation })
    .where(eq(quotationAmendments.id, target.id))
    .returning();
  const [saved] = await tx
    .update(quotations)
    .set({
      status: 'confirmed',
      confirmedAmendmentId: target.id,
      latestAmendmentId: target.id,
      totalAmendments: target.amendmentNo,
      updatedAt: now,
    })
    .where(eq(quotations.id, quotation.id))
    .returning();
  await enqueueQuotationConfirmed(tx, {
    quotationNumber: quotation.quotationNumber,
    amendmentNo: target.amendmentNo,
    agentId: quotation.agentId,
    clientName: quotation.clientName,
    draft,
    costing: at.costing,
    selectedStay: at.selectedStay,
    rooms: confirmation.occupancyRoomCount,
    partyTotal: confirmation.partyTotal,
    comments: confirmation.comments,
    confirmedAt: now,
  });
  await recordAudit(tx, who, {
    kind: 'quotation.confirm',
    object: { type: 'quotation', id: quotation.id },
    agentId: quotation.agentId,
    before: null,
    after: {
      quotationNumber: saved!.quotationNumber,
      amendmentNo: target.amendmentNo,
      clientName: saved!.clientName,
    },
  });
  return { quotation: saved!, amendment: amendment! };
}
