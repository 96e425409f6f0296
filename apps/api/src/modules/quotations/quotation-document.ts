import type { QuotationAmendmentDto, QuotedPrice } from '@portal/contracts';
import { formatHotelDate, formatMoney, OCCUPANCY_NAMES, wholeTripLabel } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import {
  agentBranding,
  bullets,
  CONTENT_WIDTH,
  drawHeader,
  drawTable,
  facts,
  noteBox,
  renderPdf,
  sectionTitle,
} from '../../lib/documents/index.ts';

/**
 * The quotation as the agent sends it to its client: the agent's branding, the client's prices
 * only (never the agent's cost), each stay option per person and occupancy, what is included, and
 * the optional extras.
 */
export async function quotationPdf(
  deps: AppDeps,
  a: QuotationAmendmentDto,
  /** The agent who made it: the document carries its branding. */
  agentId: string,
): Promise<{ pdf: Buffer; name: string }> {
  const brand = await agentBranding(deps, agentId);
  const c = a.costing;
  const money = (price: QuotedPrice | null) => (price ? formatMoney(price.sellPrice, c.currency) : '-');
  const d = a.draft;
  const party = { adults: d.noOfAdults, children: d.noOfChildren };
  const wholeTrip = (
    total: QuotationAmendmentDto['costing']['stays'][number]['party'],
  ): [string, string][] => (total ? [[wholeTripLabel(party, total.rooms), money(total.total)]] : []);
  const pdf = await renderPdf(
    {
      title: `Quotation ${a.quotationNumber}`,
      footer: `Quotation ${a.quotationNumber} - amendment ${a.amendmentNo}`,
    },
    (doc) => {
      drawHeader(doc, brand, 'Quotation', [
        ['Quotation', a.quotationNumber],
        ['Amendment', String(a.amendmentNo)],
        ['Date', formatHotelDate(a.createdAt.slice(0, 10))],
        ...(c.validUntil ? ([['Valid until', formatHotelDate(c.validUntil)]] as [string, string][]) : []),
        ...(a.agentQuotationNumber ? ([['Reference', a.agentQuotationNumber]] as [string, string][]) : []),
      ]);
      sectionTitle(doc, 'Trip');
      facts(doc, [
        ['Client', a.clientName],
        [
          'Travel dates',
          `${formatHotelDate(d.checkInDate)} to ${formatHotelDate(d.checkOutDate)} (${c.nights} nights)`,
        ],
        [
          'Travellers',
          `${d.noOfAdults} adult(s)${d.noOfChildren ? `, ${d.noOfChildren} child(ren), ages ${(d.childrenAges ?? []).join(', ')}` : ''}`,
        ],
        [
          'Arrival',
          c.arrivalAirport
            ? `${c.arrivalAirport.name} (${c.arrivalAirport.iata})${c.arrivalAirport.terminalName ? `, ${c.arrivalAirport.terminalName}` : ''}`
            : null,
        ],
        [
          'Departure',
          c.departureAirport
            ? `${c.departureAirport.name} (${c.departureAirport.iata})${c.departureAirport.terminalName ? `, ${c.departureAirport.terminalName}` : ''}`
            : null,
        ],
        ['Prices in', c.currency],
      ]);
      for (const stay of c.stays) {
        doc.moveDown(0.5);
        sectionTitle(doc, `Option ${stay.stayNo}`);
        drawTable(
          doc,
          [
            { header: 'Hotel', width: CONTENT_WIDTH * 0.34 },
            { header: 'Room and board', width: CONTENT_WIDTH * 0.3 },
            { header: 'Dates', width: CONTENT_WIDTH * 0.26 },
            { header: 'Nights', width: CONTENT_WIDTH * 0.1, align: 'right' },
          ],
          stay.hotels.map((h) => ({
            cells: [
              `${h.hotelName} ${/^\d$/.test(h.starCategory) ? `${h.starCategory}*` : `(${h.starCategory})`}, ${h.cityName}`,
              `${h.roomTypeName}, ${h.boardTypeName}${h.isRefundable ? '' : ', non-refundable'}`,
              `${formatHotelDate(h.checkInDate)} - ${formatHotelDate(h.checkOutDate)}`,
              String(h.nights),
            ],
          })),
        );
        if (stay.transfers.length) {
          bullets(
            doc,
            stay.transfers.map(
              (t) =>
                `Transfer ${t.transferFromName} to ${t.transferToName} (${t.transferType === 'shared' ? 'shared' : t.vehicleTypes.map((v) => `${v.count} x ${v.name}`).join(', ')})`,
            ),
          );
        }
        doc.moveDown(0.3);
        facts(
          doc,
          [
            ...stay.occupancies.map((o): [string, string | null] => [
              `Per adult, ${OCCUPANCY_NAMES[o.occupancy].toLowerCase()} room`,
              o.perPersonAdultPrice ? money(o.perPersonAdultPrice) : null,
            ]),
            ['Per child', stay.perPersonChildPrice ? money(stay.perPersonChildPrice) : null],
            ...wholeTrip(stay.party),
          ],
          { labelWidth: 260 },
        );
      }
      if (c.landOnly) {
        doc.moveDown(0.5);
        sectionTitle(doc, 'Package price');
        facts(doc, [
          ['Per adult', money(c.landOnly.perPersonAdultPrice)],
          ['Per child', c.landOnly.perPersonChildPrice ? money(c.landOnly.perPersonChildPrice) : null],
          ...wholeTrip(c.landOnly.party),
        ]);
        if (d.hotelDisabledRemark) noteBox(doc, d.hotelDisabledRemark);
      }
      const included = [
        ...c.excursions.map((e) => `${e.name} - ${e.attractionTitle} (${excursionWords(e.excursionType)})`),
        ...(c.visa ? [`${c.visa.visaName} UAE visa (${c.visa.nationality} nationals)`] : []),
      ];
      if (included.length) {
        doc.moveDown(0.5);
        sectionTitle(doc, 'Included in every option');
        bullets(doc, included);
      }
      if (c.pickUpPlaces?.length) {
        doc.moveDown(0.5);
        sectionTitle(doc, 'Pick-up');
        bullets(
          doc,
          c.pickUpPlaces.map((p) => (p.note ? `${p.placeName}: ${p.note}` : p.placeName)),
        );
      }
      if (c.supplements.length) {
        doc.moveDown(0.5);
        sectionTitle(doc, 'Optional extras (not included)');
        drawTable(
          doc,
          [
            { header: 'Excursion', width: CONTENT_WIDTH * 0.6 },
            { header: 'Per adult', width: CONTENT_WIDTH * 0.2, align: 'right' },
            { header: 'Per child', width: CONTENT_WIDTH * 0.2, align: 'right' },
          ],
          c.supplements.map((e) => ({
            cells: [
              `${e.name} - ${e.attractionTitle}`,
              money(e.adultPrice),
              d.noOfChildren ? money(e.childPrice) : '-',
            ],
          })),
        );
      }
      doc.moveDown(0.8);
      noteBox(
        doc,
        `Prices are per person unless stated for the whole trip, and subject to availability at the time of booking${c.validUntil ? `; offered until ${formatHotelDate(c.validUntil)}` : ''}.`,
      );
    },
  );
  return { pdf, name: `quotation-${a.quotationNumber}-${a.amendmentNo}.pdf` };
}

function excursionWords(type: string): string {
  if (type === 'Private') return 'private transfer';
  if (type === 'Shared') return 'shared transfer';
  if (type === 'TicketWithTransfer') return 'with transfer';
  return 'ticket only';
}
