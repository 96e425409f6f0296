import type { QuotationAmendmentDto, QuotedHotelDto, QuotedTransferDto } from '@portal/contracts';
import type { Language, Translate } from '../../../lib/i18n';
import { formatsFor, type Formats } from '../../../lib/use-formats';
import {
  excursionTypeLabel,
  nightsText,
  occupancyLabel,
  partyLabel,
  transferTypeLabel,
  wholeTripText,
} from './labels';

type Costing = QuotationAmendmentDto['costing'];

const stars = (category: string) => (/^\d$/.test(category) ? ` ${category}*` : '');

export const airportText = (a: NonNullable<Costing['arrivalAirport']>) =>
  `${a.name} (${a.iata})${a.terminalName ? `, ${a.terminalName}` : ''}`;

/** The words of the e-mail: a translator and the formats of the client's language (issue 35). */
export interface EmailWords {
  t: Translate;
  language: Language;
}

const hotelText = ({ t }: EmailWords, f: Formats, h: QuotedHotelDto) =>
  t('quotationEmail.hotel', '{hotel}{stars}, {city}: {room}, {board}, {from} to {to} ({nights}){refund}', {
    hotel: h.hotelName,
    stars: stars(h.starCategory),
    city: h.cityName,
    room: h.roomTypeName,
    board: h.boardTypeName,
    from: f.date(h.checkInDate),
    to: f.date(h.checkOutDate),
    nights: nightsText(t, h.nights),
    refund: h.isRefundable ? '' : t('quotationEmail.nonRefundable', ', non-refundable'),
  });

export const vehiclesText = (vehicles: readonly { name: string; count: number }[]) =>
  vehicles.map((v) => `${v.count} x ${v.name}`).join(', ');

const transferText = ({ t }: EmailWords, x: QuotedTransferDto) =>
  t('quotationEmail.transfer', '- Transfer {from} to {to}: {type}{vehicles}', {
    from: x.transferFromName,
    to: x.transferToName,
    type: transferTypeLabel(t, x.transferType),
    vehicles: x.vehicleTypes.length ? ` (${vehiclesText(x.vehicleTypes)})` : '',
  });

/** "3 days" as the visa answer names its unit, the unit in the client's language when known. */
const period = (t: Translate, n: number, unit: string) =>
  t(
    'quotationEmail.period',
    '{n} {unit, select, day {day} days {days} hour {hour} hours {hours} week {week} weeks {weeks} month {month} months {months} year {year} years {years} other {{unit}}}',
    { n, unit },
  );

/**
 * The plain-text e-mail of a quotation version (/quotation/email): greeting, itinerary, the
 * per-person prices of each stay option in the quotation currency, what is included, the optional
 * extras and a validity note. Client prices only - the agent's cost never goes to the client.
 * Written in the client's language (`words`, the agency's client language by default, issue 35);
 * in English exactly as before (dates DD/MM/YYYY, "USD 1,204.35").
 */
export function quotationEmailText(a: QuotationAmendmentDto, words: EmailWords): string {
  const { t } = words;
  const f = formatsFor(words.language);
  const { costing: c, draft: d } = a;
  const m = (minor: number) => f.money(minor, c.currency);
  const hasChildren = d.noOfChildren > 0;
  const party = { adults: d.noOfAdults, children: d.noOfChildren };
  const wholeTrip = (total: Costing['stays'][number]['party']) =>
    total ? [`- ${wholeTripText(t, party, total.rooms)}: ${m(total.total.sellPrice)}`] : [];
  const perAdult = (price: string) => t('quotationEmail.perAdult', '{price} per adult', { price });
  const perChild = (price: string) => t('quotationEmail.perChild', '{price} per child', { price });
  const out: string[] = [t('quotationEmail.dear', 'Dear {client},', { client: a.clientName }), ''];
  const reference = a.agentQuotationNumber
    ? t('quotationEmail.reference', ' (your reference {reference})', { reference: a.agentQuotationNumber })
    : '';
  const version = a.amendmentNo > 1 ? t('quotationEmail.version', ', version {n}', { n: a.amendmentNo }) : '';
  out.push(
    t(
      'quotationEmail.thanks',
      'Thank you for your enquiry. Please find our quotation {number}{version}{reference} below.',
      { number: a.quotationNumber, version, reference },
    ),
  );

  out.push('', t('quotationEmail.itinerary', 'ITINERARY'));
  out.push(
    t('quotationEmail.dates', '- Dates: {from} to {to} ({nights})', {
      from: f.date(d.checkInDate),
      to: f.date(d.checkOutDate),
      nights: nightsText(t, c.nights),
    }),
  );
  out.push(
    t('quotationEmail.travellers', '- Travellers: {party}', {
      party: partyLabel(t, d.noOfAdults, d.childrenAges),
    }),
  );
  if (c.arrivalAirport)
    out.push(t('quotationEmail.arrival', '- Arrival: {airport}', { airport: airportText(c.arrivalAirport) }));
  if (c.departureAirport)
    out.push(
      t('quotationEmail.departure', '- Departure: {airport}', { airport: airportText(c.departureAirport) }),
    );

  for (const stay of c.stays) {
    out.push(
      '',
      c.stays.length > 1
        ? t('quotationEmail.option', 'OPTION {n}', { n: stay.stayNo })
        : t('quotationEmail.yourStay', 'YOUR STAY'),
    );
    for (const h of stay.hotels) out.push(`- ${hotelText(words, f, h)}`);
    for (const x of stay.transfers) if (x.transferType !== 'without') out.push(transferText(words, x));
    out.push(t('quotationEmail.pricePerPerson', 'Price per person:'));
    for (const o of stay.occupancies)
      if (o.perPersonAdultPrice)
        out.push(
          t('quotationEmail.room', '- {occupancy} room: {price}', {
            occupancy: occupancyLabel(t, o.occupancy),
            price: perAdult(m(o.perPersonAdultPrice.sellPrice)),
          }),
        );
    if (hasChildren && stay.perPersonChildPrice)
      out.push(
        t('quotationEmail.childSharing', '- Child sharing with parents: {price}', {
          price: perChild(m(stay.perPersonChildPrice.sellPrice)),
        }),
      );
    out.push(...wholeTrip(stay.party));
  }
  if (c.landOnly) {
    out.push(
      '',
      t('quotationEmail.pricePerPersonTitle', 'PRICE PER PERSON'),
      `- ${perAdult(m(c.landOnly.perPersonAdultPrice.sellPrice))}`,
    );
    if (hasChildren && c.landOnly.perPersonChildPrice)
      out.push(`- ${perChild(m(c.landOnly.perPersonChildPrice.sellPrice))}`);
    out.push(...wholeTrip(c.landOnly.party));
  }

  if (c.excursions.length > 0 || c.visa) {
    out.push('', t('quotationEmail.included', 'INCLUDED'));
    for (const e of c.excursions) out.push(`- ${e.name} (${excursionTypeLabel(t, e.excursionType)})`);
    if (c.visa)
      out.push(
        t(
          'quotationEmail.visa',
          '- Visa: {visa} for {nationality} nationals (processing {processing}, valid {validity})',
          {
            visa: c.visa.visaName,
            nationality: c.visa.nationality,
            processing: period(t, c.visa.processingTime, c.visa.processingTimeFormat),
            validity: period(t, c.visa.validity, c.visa.validityTimeFormat),
          },
        ),
      );
  }

  if (c.pickUpPlaces?.length) {
    out.push('', t('quotationEmail.pickUp', 'PICK-UP'));
    for (const p of c.pickUpPlaces) out.push(`- ${p.placeName}${p.note ? `: ${p.note}` : ''}`);
  }

  if (c.supplements.length > 0) {
    out.push('', t('quotationEmail.extras', 'OPTIONAL EXTRAS (not included in the prices above)'));
    for (const x of c.supplements) {
      const child = hasChildren ? `, ${perChild(m(x.childPrice.sellPrice))}` : '';
      out.push(
        `- ${x.name} (${excursionTypeLabel(t, x.excursionType)}): ${perAdult(m(x.adultPrice.sellPrice))}${child}`,
      );
    }
  }

  out.push(
    '',
    t(
      'quotationEmail.terms',
      'All prices are in {currency} per person unless given for the whole trip. Rates are subject to availability and may change until the quotation is confirmed; nothing is reserved until then.',
      { currency: c.currency },
    ),
    ...(c.validUntil
      ? [
          t('quotationEmail.validUntil', 'This quotation is valid until {date}.', {
            date: f.date(c.validUntil),
          }),
        ]
      : []),
    '',
    t('quotationEmail.regards', 'Kind regards,'),
  );
  return out.join('\n');
}
