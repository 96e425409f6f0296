import type { z } from 'zod';
import {
  said,
  type createQuotationPaymentLinkBody,
  type QuotationCostingDto,
  type QuotationPriceChangedAnswer,
} from '@portal/contracts';
import { formatMoney, wholeTripLabel } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ActingAs } from '../../audit/index.ts';
import type { Buyer } from '../bookings/core/index.ts';
import { quotationProduct, type QuotationBookingInput } from '../quotations/quotation.product.ts';
import { findAmendment } from '../quotations/quotations.repository.ts';
import { optionTotal } from '../quotations/quotations.service.ts';
import { cancelOpenQuotationLinks } from './payment-links.repository.ts';
import { createDeferredLink, type DeferredLinkAnswer } from './payment-links.deferred.ts';
import { abandonPayment } from '../payments/payments.service.ts';
import type { QuotationSnapshot, ShownLine } from './payment-links.snapshot.ts';

/** The services of the chosen option, in words, with the trip's dates. */
function shownLines(
  costing: QuotationCostingDto,
  selectedStay: number,
  trip: { from: string; to: string; label: string },
): ShownLine[] {
  const line = (description: string, from = trip.from, to: string | null = trip.to): ShownLine => ({
    description,
    serviceDate: from,
    serviceEndDate: to,
    cancellationPolicy: [],
  });
  const stay = costing.stays[selectedStay - 1];
  return [
    line(trip.label),
    ...(stay?.hotels ?? []).map((h) =>
      line(
        `${h.hotelName} (${h.cityName}): ${h.roomTypeName}, ${h.boardTypeName}, ${h.nights} nights`,
        h.checkInDate,
        h.checkOutDate,
      ),
    ),
    ...(stay?.transfers ?? []).map((x) =>
      line(`Transfer ${x.transferFromName} to ${x.transferToName} (${x.transferType})`),
    ),
    ...[...costing.excursions, ...costing.supplements].map((e) => line(`${e.attractionTitle}: ${e.name}`)),
    ...(costing.visa ? [line(`Visa: ${costing.visa.visaName} (${costing.visa.nationality})`)] : []),
  ];
}

export type QuotationLinkAnswer = DeferredLinkAnswer<QuotationPriceChangedAnswer>;

/**
 * A link for a quotation's latest amendment (issue 39 §2): priced as the quotation product prices it
 * (the quotation's own costing, now); the client pays the party's whole trip at the agency's client
 * price. A price that is not the one the agent quoted (`expectedTotal`, or the amendment's own) answers
 * 409 PRICE_CHANGED, as a confirmation does. Nothing is confirmed or booked until the client paid; a
 * new link replaces the quotation's open one. Payable until the day before arrival (Dubai time).
 */
export async function createQuotationLink(
  deps: AppDeps,
  who: ActingAs,
  buyer: Buyer,
  body: z.output<typeof createQuotationPaymentLinkBody>,
): Promise<QuotationLinkAnswer> {
  const input: QuotationBookingInput = {
    amendmentId: body.amendmentId,
    selectedStay: body.selectedStay,
    rooms: body.occupancyRoomCount,
  };
  // As the product answers for a version it cannot find (another agency's is refused when priced).
  const stored = await findAmendment(deps.database.db, body.amendmentId);
  if (!stored) throw notFound('Quotation');
  const { quotation } = stored;
  return createDeferredLink(deps, who, buyer, body, {
    source: 'quotation',
    product: quotationProduct,
    input,
    priceChanged: ({ detail, lines }): QuotationPriceChangedAnswer | null => {
      const { agentPrice, sellPrice } = lines[0]!.price;
      const { draft } = detail;
      const party = { adults: draft.noOfAdults, children: draft.noOfChildren };
      const quoted = optionTotal(
        stored.amendment.costing as unknown as QuotationCostingDto,
        input.selectedStay,
        party,
        input.rooms,
      );
      const expectedTotal = body.expectedTotal ?? quoted?.total.sellPrice ?? 0;
      if (expectedTotal === sellPrice) return null;
      return {
        error: `The price has changed: ${formatMoney(expectedTotal, 'AED')} is now ${formatMoney(sellPrice, 'AED')} for the party. Make the link again at the new price.`,
        status: 409,
        code: 'PRICE_CHANGED',
        ...said('quotation.priceChanged', {
          was: { minor: expectedTotal, currency: 'AED' },
          now: { minor: sellPrice, currency: 'AED' },
        }),
        currency: 'AED',
        expectedTotal,
        current: { agentPrice, sellPrice },
      };
    },
    free: 'Nothing to pay: this quotation is free.',
    tooLate: 'The arrival is today: a client payment link must be paid the day before.',
    keep: ({ detail }) => {
      const { draft } = detail;
      const party = { adults: draft.noOfAdults, children: draft.noOfChildren };
      const snapshot: QuotationSnapshot = {
        kind: 'quotation',
        quotationId: quotation.id,
        quotationNumber: quotation.quotationNumber,
        input,
        leadName: quotation.clientName,
        lines: shownLines(detail.costing, input.selectedStay, {
          from: draft.checkInDate,
          to: draft.checkOutDate,
          label: wholeTripLabel(party, detail.partyTotal.rooms),
        }),
      };
      return { snapshot, what: { quotation: quotation.quotationNumber } };
    },
    async replace(tx, now) {
      const replaced = await cancelOpenQuotationLinks(tx, quotation.id, now);
      // A payment still open at the gateway for a replaced link is closed: a late charge could book it.
      for (const old of replaced)
        if (old.paymentId) await abandonPayment(deps, tx, old.paymentId, 'The payment link was replaced');
      return replaced.length ? 'Replaces the quotation’s previous link' : null;
    },
  });
}
