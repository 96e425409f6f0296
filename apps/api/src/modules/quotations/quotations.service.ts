import { bookedByNames } from '../bookings/core/booked-by.ts';
import {
  quotationDraftInput,
  said,
  type QuotationAmendmentDto,
  type QuotationConfirmInput,
  type QuotationCostingDto,
  type QuotationDraft,
  type QuotationListAnswer,
  type QuotationPriceChangedAnswer,
  type QuotedPrice,
  type AgencyFilter,
} from '@portal/contracts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { eq } from 'drizzle-orm';
import { agents, quotations, type DbOrTx, type Tx } from '@portal/db';
import {
  formatMoney,
  landPartyTotal,
  OCCUPANCY_ADULTS,
  partyTotal,
  type OccupancyType,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import {
  agencyScope,
  assertFound,
  isParentReader,
  listedAgencies,
  withoutClientPrices,
} from '../../policy/index.ts';
import type { Buyer } from '../markups/buyer-markups.ts';
import type { SupplierLog } from '../hotels/offers.ts';
import { confirmAmendment } from './confirm-amendment.ts';
import { costQuotation } from './costing.service.ts';
import * as repo from './quotations.repository.ts';
import { amendmentDto, listItemDto } from './quotations.view.ts';

/** Who reads: the agent itself, its parent reseller, or the company (admin). */
export type Reader = { kind: 'agent'; agentId: string; role: 'reseller' | 'sub-agent' } | { kind: 'admin' };

async function parentOf(db: DbOrTx, agentId: string): Promise<string | null> {
  const [row] = await db.select({ parentId: agents.parentId }).from(agents).where(eq(agents.id, agentId));
  return row?.parentId ?? null;
}

/**
 * Hidden as not found from anyone else, so quotation numbers cannot be probed (the policy's branch
 * view: the owner's parent reseller reads). Answers whether the reader is that parent, who sees no
 * client price of its sub-agent.
 */
async function assertReadable(db: DbOrTx, reader: Reader, quotation: repo.QuotationRow): Promise<boolean> {
  if (reader.kind === 'admin') return false;
  const owner = { agentId: quotation.agentId, parentId: await parentOf(db, quotation.agentId) };
  assertFound(reader, owner, { what: 'Quotation', parentReads: true, access: 'read' });
  return isParentReader(reader, owner);
}

/** An amendment as its reader may see it: a sub-agent's client prices masked for its parent. */
const seenAmendment = (branch: boolean, dto: QuotationAmendmentDto): QuotationAmendmentDto =>
  branch ? { ...dto, costing: withoutClientPrices(dto.costing) } : dto;

const readerId = (reader: Reader) => (reader.kind === 'agent' ? reader.agentId : null);

function assertOwner(buyer: Buyer, quotation: repo.QuotationRow): void {
  if (quotation.agentId !== buyer.agentId)
    throw forbidden('Only the agent who made the quotation can change it');
}

/** Who did it (issue 32): the agency's activity names the user who made, amended or confirmed it. */
async function auditQuotation(
  tx: Tx,
  who: ActingAs,
  kind: 'quotation.create' | 'quotation.amend',
  quotation: repo.QuotationRow,
  amendmentNo: number,
): Promise<void> {
  await recordAudit(tx, who, {
    kind,
    object: { type: 'quotation', id: quotation.id },
    agentId: quotation.agentId,
    before: null,
    after: { quotationNumber: quotation.quotationNumber, amendmentNo, clientName: quotation.clientName },
  });
}

export function quotationsService(deps: AppDeps) {
  const db = () => deps.database.db;

  async function preview(
    buyer: Buyer,
    draft: QuotationDraft,
    log: SupplierLog,
  ): Promise<QuotationCostingDto> {
    return (await costQuotation(deps, buyer, draft, log)).costing;
  }

  /** Prices first (suppliers are never called inside a transaction), then stores in `tx`. */
  async function create(buyer: Buyer, draft: QuotationDraft, log: SupplierLog, who: ActingAs) {
    const costed = await costQuotation(deps, buyer, draft, log);
    return async (tx: Tx): Promise<{ status: number; body: QuotationAmendmentDto }> => {
      const now = deps.clock.now();
      const quotationNumber = await repo.nextQuotationNumber(tx, now.getUTCFullYear());
      const quotation = await repo.insertQuotation(tx, {
        quotationNumber,
        agentId: buyer.agentId,
        bookedBy: buyer.userId ?? null,
        agentQuotationNumber: draft.agentQuotationNumber,
        clientName: draft.clientName,
        totalAmendments: 1,
        createdAt: now,
        updatedAt: now,
      });
      const amendment = await repo.insertAmendment(tx, {
        quotationId: quotation.id,
        amendmentNo: 1,
        createdBy: buyer.agentId,
        draft: draft,
        costing: costed.costing,
        fromPerPerson: costed.fromPerPerson,
        createdAt: now,
      });
      const [saved] = await tx
        .update(quotations)
        .set({ latestAmendmentId: amendment.id })
        .where(eq(quotations.id, quotation.id))
        .returning();
      await auditQuotation(tx, who, 'quotation.create', saved!, amendment.amendmentNo);
      return { status: 201, body: amendmentDto(saved!, amendment, buyer.agentId) };
    };
  }

  /** Every edit is a new amendment; a confirmed quotation is final. */
  async function update(
    buyer: Buyer,
    quotationNumber: string,
    draft: QuotationDraft,
    log: SupplierLog,
    who: ActingAs,
  ) {
    const existing = await repo.findQuotation(db(), repo.byNumber(quotationNumber));
    if (!existing) throw notFound('Quotation');
    await assertReadable(db(), { kind: 'agent', agentId: buyer.agentId, role: buyer.role }, existing);
    assertOwner(buyer, existing);
    const costed = await costQuotation(deps, buyer, draft, log);
    return async (tx: Tx): Promise<{ status: number; body: QuotationAmendmentDto }> => {
      const quotation = await repo.lockQuotation(tx, repo.byId(existing.id));
      if (!quotation) throw notFound('Quotation');
      if (quotation.status === 'confirmed')
        throw conflict('This quotation is confirmed and can no longer be changed');
      const now = deps.clock.now();
      const amendment = await repo.insertAmendment(tx, {
        quotationId: quotation.id,
        amendmentNo: quotation.totalAmendments + 1,
        createdBy: buyer.agentId,
        draft: draft,
        costing: costed.costing,
        fromPerPerson: costed.fromPerPerson,
        createdAt: now,
      });
      const [saved] = await tx
        .update(quotations)
        .set({
          latestAmendmentId: amendment.id,
          totalAmendments: amendment.amendmentNo,
          clientName: draft.clientName,
          agentQuotationNumber: draft.agentQuotationNumber,
          updatedAt: now,
        })
        .where(eq(quotations.id, quotation.id))
        .returning();
      await auditQuotation(tx, who, 'quotation.amend', saved!, amendment.amendmentNo);
      return { status: 201, body: amendmentDto(saved!, amendment, buyer.agentId) };
    };
  }

  async function list(
    reader: Reader,
    query: {
      skip: number;
      limit: number;
      dateFrom?: string | undefined;
      dateTo?: string | undefined;
      quotationNumber?: string | undefined;
      agent?: string | undefined;
      agency?: AgencyFilter | undefined;
      bookedBy?: string | undefined;
    },
  ): Promise<QuotationListAnswer> {
    const agentScope =
      reader.kind === 'agent'
        ? agencyScope(reader, quotations.agentId, query.agency ?? 'own')
        : query.agent
          ? repo.agentFilter(query.agent)
          : undefined;
    const { rows, total } = await repo.listQuotations(db(), {
      ...query,
      agentScope,
      bookedBy: reader.kind === 'agent' ? query.bookedBy : undefined,
    });
    const agencyOf = await listedAgencies(
      db(),
      reader.kind === 'agent' ? reader : null,
      rows.map((r) => r.quotation.agentId),
    );
    const bookedBy = await bookedByNames(
      db(),
      rows.map((r) => r.quotation),
    );
    return {
      quotations: rows.map((r) => {
        const agency = reader.kind === 'agent' ? agencyOf(r.quotation.agentId) : null;
        const item = listItemDto(r);
        // The branch view: the "from" price is the sub-agent's client price, which stays its own.
        return {
          ...item,
          agency,
          bookedBy: bookedBy.get(r.quotation.id) ?? null,
          amendment: { ...item.amendment, fromPerPerson: agency ? null : item.amendment.fromPerPerson },
        };
      }),
      totalQuotations: total,
    };
  }

  async function readableAmendment(reader: Reader, id: string) {
    const found = await repo.findAmendment(db(), id);
    if (!found) throw notFound('Quotation');
    const branch = await assertReadable(db(), reader, found.quotation);
    return { ...found, branch };
  }

  async function amendment(reader: Reader, id: string): Promise<QuotationAmendmentDto> {
    const found = await readableAmendment(reader, id);
    const bookedBy = (await bookedByNames(db(), [found.quotation])).get(found.quotation.id) ?? null;
    return seenAmendment(found.branch, {
      ...amendmentDto(found.quotation, found.amendment, readerId(reader)),
      bookedBy,
    });
  }

  /** One amendment as the client document: what the PDF prints, and whose branding it carries. */
  async function document(reader: Reader, id: string) {
    const found = await readableAmendment(reader, id);
    return {
      amendment: seenAmendment(
        found.branch,
        amendmentDto(found.quotation, found.amendment, readerId(reader)),
      ),
      agentId: found.quotation.agentId,
    };
  }

  async function amendments(reader: Reader, quotationNumber: string): Promise<QuotationAmendmentDto[]> {
    const quotation = await repo.findQuotation(db(), repo.byNumber(quotationNumber));
    if (!quotation) throw notFound('Quotation');
    const branch = await assertReadable(db(), reader, quotation);
    const bookedBy = (await bookedByNames(db(), [quotation])).get(quotation.id) ?? null;
    return (await repo.amendmentsOf(db(), quotation.id)).map((a) =>
      seenAmendment(branch, { ...amendmentDto(quotation, a, readerId(reader)), bookedBy }),
    );
  }

  /**
   * The client accepted one stay option: the latest amendment is priced again (outside the
   * transaction) and confirmed for operations at the price the agent accepted - `expectedTotal`, or
   * the amendment's own party total. When the price moved from that, nothing is confirmed: 409
   * PRICE_CHANGED with the new total, which the agent confirms again. When the agent accepted a new
   * price, the confirmed version is a new amendment holding that costing (amendments stay frozen).
   */
  async function confirm(
    buyer: Buyer,
    amendmentId: string,
    input: QuotationConfirmInput,
    log: SupplierLog,
    who: ActingAs,
  ) {
    const found = await repo.findAmendment(db(), amendmentId);
    if (!found) throw notFound('Quotation');
    await assertReadable(db(), { kind: 'agent', agentId: buyer.agentId, role: buyer.role }, found.quotation);
    assertOwner(buyer, found.quotation);
    const stored = found.amendment.costing as unknown as QuotationCostingDto;
    const parsed = quotationDraftInput.safeParse(found.amendment.draft);
    if (!parsed.success) throw badRequest('This version can no longer be priced; edit the quotation');
    const draft = parsed.data;
    const selectedStay = input.selectedStay ?? 1;
    const rooms = input.occupancyRoomCount ?? {};
    checkSelection(stored, draft, selectedStay, rooms);
    const costed = await costQuotation(deps, buyer, draft, log);
    const repriced = costed.costing;
    const party = { adults: draft.noOfAdults, children: draft.noOfChildren };
    const current = optionTotal(repriced, selectedStay, party, rooms);
    if (!current)
      throw badRequest(`Stay option ${selectedStay} can no longer take the party; edit the quotation`);
    const before = optionTotal(stored, selectedStay, party, rooms);
    const expectedTotal = input.expectedTotal ?? before?.total.sellPrice ?? null;
    const samePrice = before !== null && sameQuoted(before.total, current.total);

    return async (tx: Tx): Promise<{ status: number; body: unknown }> => {
      const quotation = (await repo.lockQuotation(tx, repo.byId(found.quotation.id)))!;
      if (quotation.status === 'confirmed') throw conflict('This quotation is already confirmed');
      if (quotation.latestAmendmentId !== amendmentId)
        throw conflict(`Only the latest version (amendment ${quotation.totalAmendments}) can be confirmed`);
      if (expectedTotal !== current.total.sellPrice) {
        const body: QuotationPriceChangedAnswer = {
          error: `The price has changed: ${formatMoney(expectedTotal ?? 0, repriced.currency)} is now ${formatMoney(current.total.sellPrice, repriced.currency)} for the party. Confirm again at the new price.`,
          status: 409,
          code: 'PRICE_CHANGED',
          ...said('quotation.priceChanged', {
            was: { minor: expectedTotal ?? 0, currency: repriced.currency },
            now: { minor: current.total.sellPrice, currency: repriced.currency },
          }),
          currency: repriced.currency,
          expectedTotal: expectedTotal ?? 0,
          current: current.total,
        };
        return { status: 409, body };
      }
      const confirmed = await confirmAmendment(deps, tx, who, {
        quotation,
        amendment: found.amendment,
        draft,
        costing: samePrice ? stored : repriced,
        samePrice,
        fromPerPerson: costed.fromPerPerson,
        selectedStay,
        rooms,
        partyTotal: samePrice ? before : current,
        comments: input.comments ?? '',
        confirmedBy: buyer.agentId,
      });
      return { status: 200, body: amendmentDto(confirmed.quotation, confirmed.amendment, buyer.agentId) };
    };
  }

  return { preview, create, update, list, amendment, document, amendments, confirm };
}

/** The party's whole trip in the chosen option (a stay, or the land-only package). */
export function optionTotal(
  costing: QuotationCostingDto,
  selectedStay: number,
  party: { adults: number; children: number },
  rooms: Partial<Record<OccupancyType, number>>,
) {
  const stay = costing.stays[selectedStay - 1];
  if (stay) return partyTotal(stay, party, rooms);
  return costing.landOnly ? landPartyTotal(costing.landOnly, party) : null;
}

const sameQuoted = (a: QuotedPrice, b: QuotedPrice) =>
  a.agentPrice === b.agentPrice && a.sellPrice === b.sellPrice;

/** The chosen stay option exists, and the rooms given (if any) take exactly the adults, at offered occupancies. */
export function checkSelection(
  costing: QuotationCostingDto,
  draft: QuotationDraft,
  selectedStay: number,
  rooms: Partial<Record<OccupancyType, number>>,
): void {
  const options = Math.max(costing.stays.length, 1);
  if (selectedStay > options) throw badRequest(`Choose a stay option from 1 to ${options}`);
  const stay = costing.stays[selectedStay - 1];
  const entries = Object.entries(rooms).filter(([, n]) => (n ?? 0) > 0) as [OccupancyType, number][];
  if (entries.length === 0) return;
  if (!stay) throw badRequest('Rooms apply to a quotation with hotels only');
  for (const [occupancy] of entries) {
    if (!stay.occupancies.find((o) => o.occupancy === occupancy)?.perPersonAdultPrice)
      throw badRequest(`Stay option ${selectedStay} does not offer ${occupancy} rooms`);
  }
  const adults = entries.reduce((n, [occupancy, count]) => n + OCCUPANCY_ADULTS[occupancy] * count, 0);
  if (adults !== draft.noOfAdults)
    throw badRequest(`The rooms take ${adults} adults; the quotation is for ${draft.noOfAdults}`);
}
