import type { QuotationAmendmentDto, QuotedHotelDto, QuotedTransferDto } from '@portal/contracts';
import { OCCUPANCY_NAMES, formatDate, wholeTripLabel } from '@portal/domain';
import { EXCURSION_TYPE_LABELS, TRANSFER_TYPE_LABELS, money, partyText, plural } from './labels';

type Costing = QuotationAmendmentDto['costing'];

const stars = (category: string) => (/^\d$/.test(category) ? ` ${category}*` : '');

export const airportText = (a: NonNullable<Costing['arrivalAirport']>) =>
  `${a.name} (${a.iata})${a.terminalName ? `, ${a.terminalName}` : ''}`;

export const hotelText = (h: QuotedHotelDto) =>
  `${h.hotelName}${stars(h.starCategory)}, ${h.cityName}: ${h.roomTypeName}, ${h.boardTypeName}, ` +
  `${formatDate(h.checkInDate)} to ${formatDate(h.checkOutDate)} (${plural(h.nights, 'night')})` +
  (h.isRefundable ? '' : ', non-refundable');

export const vehiclesText = (vehicles: readonly { name: string; count: number }[]) =>
  vehicles.map((v) => `${v.count} x ${v.name}`).join(', ');

export const transferText = (t: QuotedTransferDto) =>
  `${t.transferFromName} to ${t.transferToName}: ${TRANSFER_TYPE_LABELS[t.transferType]}` +
  (t.vehicleTypes.length ? ` (${vehiclesText(t.vehicleTypes)})` : '');

/**
 * The plain-text e-mail of a quotation version (/quotation/email): greeting, itinerary, the
 * per-person prices of each stay option in the quotation currency, what is included, the optional
 * extras and a validity note. Client prices only - the agent's cost never goes to the client.
 */
export function quotationEmailText(a: QuotationAmendmentDto): string {
  const { costing: c, draft: d } = a;
  const m = (minor: number) => money(minor, c.currency);
  const hasChildren = d.noOfChildren > 0;
  const party = { adults: d.noOfAdults, children: d.noOfChildren };
  const wholeTrip = (total: Costing['stays'][number]['party']) =>
    total ? [`- ${wholeTripLabel(party, total.rooms)}: ${m(total.total.sellPrice)}`] : [];
  const out: string[] = [`Dear ${a.clientName},`, ''];
  const reference = a.agentQuotationNumber ? ` (your reference ${a.agentQuotationNumber})` : '';
  const version = a.amendmentNo > 1 ? `, version ${a.amendmentNo}` : '';
  out.push(
    `Thank you for your enquiry. Please find our quotation ${a.quotationNumber}${version}${reference} below.`,
  );

  out.push('', 'ITINERARY');
  out.push(
    `- Dates: ${formatDate(d.checkInDate)} to ${formatDate(d.checkOutDate)} (${plural(c.nights, 'night')})`,
  );
  out.push(`- Travellers: ${partyText(d.noOfAdults, d.childrenAges)}`);
  if (c.arrivalAirport) out.push(`- Arrival: ${airportText(c.arrivalAirport)}`);
  if (c.departureAirport) out.push(`- Departure: ${airportText(c.departureAirport)}`);

  for (const stay of c.stays) {
    out.push('', c.stays.length > 1 ? `OPTION ${stay.stayNo}` : 'YOUR STAY');
    for (const h of stay.hotels) out.push(`- ${hotelText(h)}`);
    for (const t of stay.transfers)
      if (t.transferType !== 'without') out.push(`- Transfer ${transferText(t)}`);
    out.push('Price per person:');
    for (const o of stay.occupancies)
      if (o.perPersonAdultPrice)
        out.push(`- ${OCCUPANCY_NAMES[o.occupancy]} room: ${m(o.perPersonAdultPrice.sellPrice)} per adult`);
    if (hasChildren && stay.perPersonChildPrice)
      out.push(`- Child sharing with parents: ${m(stay.perPersonChildPrice.sellPrice)} per child`);
    out.push(...wholeTrip(stay.party));
  }
  if (c.landOnly) {
    out.push('', 'PRICE PER PERSON', `- ${m(c.landOnly.perPersonAdultPrice.sellPrice)} per adult`);
    if (hasChildren && c.landOnly.perPersonChildPrice)
      out.push(`- ${m(c.landOnly.perPersonChildPrice.sellPrice)} per child`);
    out.push(...wholeTrip(c.landOnly.party));
  }

  if (c.excursions.length > 0 || c.visa) {
    out.push('', 'INCLUDED');
    for (const e of c.excursions) out.push(`- ${e.name} (${EXCURSION_TYPE_LABELS[e.excursionType]})`);
    if (c.visa)
      out.push(
        `- Visa: ${c.visa.visaName} for ${c.visa.nationality} nationals ` +
          `(processing ${c.visa.processingTime} ${c.visa.processingTimeFormat}, ` +
          `valid ${c.visa.validity} ${c.visa.validityTimeFormat})`,
      );
  }

  if (c.pickUpPlaces?.length) {
    out.push('', 'PICK-UP');
    for (const p of c.pickUpPlaces) out.push(`- ${p.placeName}${p.note ? `: ${p.note}` : ''}`);
  }

  if (c.supplements.length > 0) {
    out.push('', 'OPTIONAL EXTRAS (not included in the prices above)');
    for (const s of c.supplements) {
      const child = hasChildren ? `, ${m(s.childPrice.sellPrice)} per child` : '';
      out.push(
        `- ${s.name} (${EXCURSION_TYPE_LABELS[s.excursionType]}): ${m(s.adultPrice.sellPrice)} per adult${child}`,
      );
    }
  }

  out.push(
    '',
    `All prices are in ${c.currency} per person unless given for the whole trip. Rates are subject to ` +
      'availability and may change until the quotation is confirmed; nothing is reserved until then.',
    ...(c.validUntil ? [`This quotation is valid until ${formatDate(c.validUntil)}.`] : []),
    '',
    'Kind regards,',
  );
  return out.join('\n');
}
