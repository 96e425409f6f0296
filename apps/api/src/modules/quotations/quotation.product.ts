import { and, eq } from 'drizzle-orm';
import { quotationDraftInput, type QuotationCostingDto } from '@portal/contracts';
import { quotationAmendments, quotations } from '@portal/db';
import { wholeTripLabel, type RoomPlan } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { registerBookingProduct, type BookingProduct, type Buyer } from '../bookings/core/product.ts';
import { confirmAmendment, type ConfirmAt } from './confirm-amendment.ts';
import { costQuotation } from './costing.service.ts';
import * as repo from './quotations.repository.ts';
import { checkSelection, optionTotal } from './quotations.service.ts';

export const QUOTATION_PRODUCT = 'quotation';

/** What is booked: the latest amendment of a quotation, in one option of its stays, for its party. */
export interface QuotationBookingInput {
  amendmentId: string;
  selectedStay: number;
  rooms: RoomPlan;
}

/** Everything the reserve step needs to confirm the quotation at the price booked. */
type QuotationDetail = Omit<ConfirmAt, 'quotation' | 'amendment' | 'comments' | 'confirmedBy'> & {
  quotationId: string;
  amendmentId: string;
};

/** Supplier logs of a costing made for a booking (no request around it): nothing to add. */
const quietLog = { warn() {} };

const whole = (
  costing: QuotationCostingDto,
  input: QuotationBookingInput,
  party: { adults: number; children: number },
) => optionTotal(costing, input.selectedStay, party, input.rooms);

/**
 * The quotation's layers as the booking core's breakdown (one line: the party's whole trip). The
 * quotation is costed as its own costing does (costing.service.ts) at each layer level: without any
 * quotation markup (the net: what the components cost the account, VAT included), with the company's
 * (its markup), with all (the agent price; a sub-agent's parent earns the difference); the client
 * price adds the agent's quotation markup and its custom markup.
 */
async function costedLayers(deps: AppDeps, buyer: Buyer, input: QuotationBookingInput) {
  const found = await repo.findAmendment(deps.database.db, input.amendmentId);
  if (!found || found.quotation.agentId !== buyer.agentId) throw notFound('Quotation');
  const { quotation, amendment } = found;
  if (quotation.status === 'confirmed') throw conflict('This quotation is already confirmed');
  if (quotation.latestAmendmentId !== amendment.id)
    throw conflict(`Only the latest version (amendment ${quotation.totalAmendments}) can be booked`);
  const parsed = quotationDraftInput.safeParse(amendment.draft);
  if (!parsed.success) throw badRequest('This version can no longer be priced; edit the quotation');
  const draft = parsed.data;
  const stored = amendment.costing as unknown as QuotationCostingDto;
  if (stored.currency !== 'AED')
    throw badRequest('Only a quotation priced in AED can be booked and paid: the wallet is in AED.');
  checkSelection(stored, draft, input.selectedStay, input.rooms);
  const subAgent = buyer.role === 'sub-agent' && buyer.parentId !== null;
  const [full, net, company] = await Promise.all([
    costQuotation(deps, buyer, draft, quietLog),
    costQuotation(deps, buyer, draft, quietLog, 'none'),
    subAgent ? costQuotation(deps, buyer, draft, quietLog, 'company') : null,
  ]);
  const party = { adults: draft.noOfAdults, children: draft.noOfChildren };
  const current = whole(full.costing, input, party);
  const base = whole(net.costing, input, party);
  const account = company ? whole(company.costing, input, party) : current;
  if (!current || !base || !account)
    throw badRequest(`Stay option ${input.selectedStay} can no longer take the party; edit the quotation`);
  const before = whole(stored, input, party);
  const samePrice =
    before !== null &&
    before.total.agentPrice === current.total.agentPrice &&
    before.total.sellPrice === current.total.sellPrice;
  return {
    quotation,
    amendment,
    draft,
    stored,
    full,
    samePrice,
    current,
    party,
    net: base.total.agentPrice,
    account: account.total.agentPrice,
  };
}

/**
 * A confirmed quotation as a booking core product (guide section 4a; ADR 0020 addendum): booking its
 * latest amendment makes one order line for the party's whole trip at the agent price, paid through
 * the core (wallet), and confirms the quotation for operations in the same transaction - the
 * confirmation is the quotation's "inventory". Nothing is booked with a supplier: operations book
 * the confirmed services as for any confirmed quotation (the line stays `booked`).
 */
export const quotationProduct: BookingProduct<QuotationBookingInput, QuotationDetail> = {
  product: QUOTATION_PRODUCT,
  referencePrefix: 'QTB',
  label: 'Quotation booking',

  async price(deps, buyer, input) {
    const c = await costedLayers(deps, buyer, input);
    const { agentPrice, sellPrice } = c.current.total;
    const now = deps.clock.now();
    const subAgentMarkup = agentPrice - c.account;
    return {
      lines: [
        {
          description: `Quotation ${c.quotation.quotationNumber}: ${wholeTripLabel(c.party, c.current.rooms)}`,
          serviceDate: c.draft.checkInDate,
          serviceEndDate: c.draft.checkOutDate,
          supplierCode: null,
          bookWithSupplier: false,
          price: {
            net: c.net,
            companyMarkup: c.account - c.net,
            subAgentMarkup,
            // The components' own VAT is inside the net (what they cost the account); none is added.
            vat: 0,
            clientMarkup: sellPrice - agentPrice,
            agentPrice,
            sellPrice,
            parentEarning: subAgentMarkup,
            breakdown: {
              quotationId: c.quotation.id,
              quotationNumber: c.quotation.quotationNumber,
              selectedStay: input.selectedStay,
              rooms: c.current.rooms,
            },
          },
          // Confirmed services are changed or cancelled through operations, never by the core.
          cancellationPolicy: [{ from: now.toISOString(), fee: agentPrice }],
        },
      ],
      payLaterUntil: null,
      title: `Quotation ${c.quotation.quotationNumber} - ${c.quotation.clientName}`,
      searchText: `${c.quotation.quotationNumber} ${c.quotation.clientName} ${c.quotation.agentQuotationNumber}`,
      detail: {
        quotationId: c.quotation.id,
        amendmentId: c.amendment.id,
        draft: c.draft,
        costing: c.samePrice ? c.stored : c.full.costing,
        samePrice: c.samePrice,
        fromPerPerson: c.full.fromPerPerson,
        selectedStay: input.selectedStay,
        rooms: input.rooms,
        partyTotal: c.current,
      },
    };
  },

  async reserve(deps, tx, order, _lines, detail) {
    const quotation = await repo.lockQuotation(tx, repo.byId(detail.quotationId));
    if (!quotation) throw notFound('Quotation');
    if (quotation.status === 'confirmed') throw conflict('This quotation is already confirmed');
    if (quotation.latestAmendmentId !== detail.amendmentId)
      throw conflict('The quotation was amended; book its latest version');
    const [amendment] = await tx
      .select()
      .from(quotationAmendments)
      .where(eq(quotationAmendments.id, detail.amendmentId));
    await confirmAmendment(
      deps,
      tx,
      { actor: { kind: 'agency', agentId: order.agentId, userId: order.bookedBy }, ip: null },
      {
        ...detail,
        quotation,
        amendment: amendment!,
        comments: `Booked and paid as ${order.referenceNumber}`,
        confirmedBy: order.agentId,
      },
    );
  },

  // Never called: the line is not booked with a supplier (operations book the confirmed services).
  async book() {
    return { kind: 'booked', status: 'booked', supplierReference: null };
  },
  async get() {
    return null;
  },

  async quoteCancellation(_deps, _order, line) {
    return {
      cancellable: false,
      reason: 'A confirmed quotation is changed or cancelled through our operations team.',
      policyFee: line.agentPrice,
    };
  },
  async cancelWithSupplier() {
    return { supplierFee: 0 };
  },

  /** A line that ended without being booked (an interrupted order): the quotation is open again. */
  async release(_deps, tx, _order, line) {
    const quotationId = (line.breakdown as { quotationId?: string }).quotationId;
    if (!quotationId) return;
    const [q] = await tx
      .update(quotations)
      .set({ status: 'not-confirmed', confirmedAmendmentId: null })
      .where(and(eq(quotations.id, quotationId), eq(quotations.status, 'confirmed')))
      .returning({ amendmentId: quotations.latestAmendmentId });
    if (q?.amendmentId)
      await tx
        .update(quotationAmendments)
        .set({ confirmation: null })
        .where(eq(quotationAmendments.id, q.amendmentId));
  },
};

registerBookingProduct(quotationProduct);
