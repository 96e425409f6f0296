import { eq } from 'drizzle-orm';
import type { PartyTotalDto, QuotationCostingDto, QuotationDraft } from '@portal/contracts';
import { agents, type DbOrTx } from '@portal/db';
import {
  formatHotelDate,
  formatMoney,
  OCCUPANCY_NAMES,
  wholeTripLabel,
  type OccupancyType,
} from '@portal/domain';
import { enqueueMail } from '../../lib/mail.ts';
import { loadCompanyConfig } from '../company/company.service.ts';
import { notify } from '../notifications/notify.ts';

export interface ConfirmedQuotation {
  quotationNumber: string;
  amendmentNo: number;
  agentId: string;
  clientName: string;
  draft: QuotationDraft;
  costing: QuotationCostingDto;
  selectedStay: number;
  rooms: Partial<Record<OccupancyType, number>>;
  /** The whole trip for the party at the confirmed price. */
  partyTotal: PartyTotalDto | null;
  comments: string;
  confirmedAt: Date;
}

/**
 * The hand-over to operations, written to the outbox in the transaction that confirms the
 * quotation (original-api-notes section 14: operations then arrange the services): what the client
 * accepted, for whom, and the agent to call back. The agent gets a copy.
 */
export async function enqueueQuotationConfirmed(tx: DbOrTx, q: ConfirmedQuotation): Promise<void> {
  const company = await loadCompanyConfig(tx);
  const [agent] = await tx
    .select({
      email: agents.email,
      name: agents.name,
      companyName: agents.companyName,
      code: agents.agentCode,
      parentId: agents.parentId,
    })
    .from(agents)
    .where(eq(agents.id, q.agentId));
  if (!agent) return;
  const { draft: d, costing: c } = q;
  const stay = c.stays[q.selectedStay - 1];
  const rooms = Object.entries(q.rooms)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([occ, n]) => `${n} x ${OCCUPANCY_NAMES[occ as OccupancyType]}`);
  const text = [
    `Quotation ${q.quotationNumber} (version ${q.amendmentNo}) was confirmed by ${agent.companyName} (agent ${agent.code}, ${agent.email}).`,
    '',
    `Client: ${q.clientName}`,
    `Dates: ${formatHotelDate(d.checkInDate)} to ${formatHotelDate(d.checkOutDate)} (${c.nights} nights)`,
    `Travellers: ${d.noOfAdults} adult(s), ${d.noOfChildren} child(ren)${d.childrenAges.length ? `, ages ${d.childrenAges.join(', ')}` : ''}`,
    c.arrivalAirport
      ? `Arrival: ${c.arrivalAirport.name} (${c.arrivalAirport.iata})${c.arrivalAirport.terminalName ? `, ${c.arrivalAirport.terminalName}` : ''}`
      : '',
    c.departureAirport ? `Departure: ${c.departureAirport.name} (${c.departureAirport.iata})` : '',
    '',
    ...(stay
      ? [
          `Stay option ${stay.stayNo}${rooms.length ? `, rooms: ${rooms.join(', ')}` : ''}:`,
          ...stay.hotels.map(
            (h) =>
              `- ${h.hotelName}, ${h.roomTypeName}, ${h.boardTypeName}, ${formatHotelDate(h.checkInDate)} - ${formatHotelDate(h.checkOutDate)}`,
          ),
          ...stay.transfers.map(
            (t) => `- Transfer ${t.transferFromName} to ${t.transferToName} (${t.transferType})`,
          ),
        ]
      : ['No hotel (land services only).']),
    ...c.excursions.map((e) => `- ${e.name} (${e.excursionType})`),
    ...(c.visa ? [`- Visa: ${c.visa.visaName}, ${c.visa.nationality} nationals`] : []),
    ...(c.pickUpPlaces ?? []).map((p) => `- Pick-up: ${p.placeName}${p.note ? ` (${p.note})` : ''}`),
    '',
    `Agent's price per adult: ${agentPrices(c, stay)}`,
    ...(q.partyTotal
      ? [
          `${wholeTripLabel({ adults: d.noOfAdults, children: d.noOfChildren }, q.partyTotal.rooms)}: ${formatMoney(q.partyTotal.total.sellPrice, c.currency)} (agent's price ${formatMoney(q.partyTotal.total.agentPrice, c.currency)})`,
        ]
      : []),
    ...(c.validUntil ? [`Prices valid until: ${formatHotelDate(c.validUntil)}`] : []),
    q.comments ? `Comments: ${q.comments}` : '',
  ].filter((line, i, all) => line !== '' || all[i - 1] !== '');
  const body = text.join('\n');
  await enqueueMail(tx, {
    to: company.enquiryEmail,
    subject: `Quotation ${q.quotationNumber} confirmed`,
    text: body,
  });
  await enqueueMail(tx, {
    to: agent.email,
    subject: `Quotation ${q.quotationNumber} confirmed`,
    text: `Dear ${agent.name},\n\nThank you: our operations team has your confirmation and will be in touch.\n\n${body}`,
  });
  // A sub-agent's confirmation is news for its parent agency (issue 36), once per quotation.
  if (agent.parentId)
    await notify(
      tx,
      {
        agentId: agent.parentId,
        kind: 'quotation_confirmed',
        source: `quotation:${q.quotationNumber}:confirmed`,
        title: `Quotation ${q.quotationNumber} confirmed by ${agent.companyName}`,
        body: `Your sub-agent ${agent.companyName} (${agent.code}) confirmed quotation ${q.quotationNumber} (version ${q.amendmentNo}) for ${q.clientName}${q.partyTotal ? `: ${formatMoney(q.partyTotal.total.agentPrice, c.currency)}` : ''}.`,
        product: 'quotation',
        orderId: null,
      },
      q.confirmedAt,
    );
}

/** What the agent pays per adult for the chosen option, by occupancy (land only: one figure). */
function agentPrices(c: QuotationCostingDto, stay: QuotationCostingDto['stays'][number] | undefined): string {
  const money = (minor: number) => formatMoney(minor, c.currency);
  if (!stay) return c.landOnly ? money(c.landOnly.perPersonAdultPrice.agentPrice) : '-';
  return stay.occupancies
    .flatMap((o) =>
      o.perPersonAdultPrice ? [`${o.occupancy} ${money(o.perPersonAdultPrice.agentPrice)}`] : [],
    )
    .join(', ');
}
