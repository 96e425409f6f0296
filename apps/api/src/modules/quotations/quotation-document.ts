import type { QuotationAmendmentDto, QuotedPrice } from '@portal/contracts';
import { formatHotelDate, formatMoney, OCCUPANCY_NAMES, wholeTripLabel, type Language } from '@portal/domain';
import { translator, type MessageKey } from '../../lib/i18n/index.ts';
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
  language: Language = 'en',
): Promise<{ pdf: Buffer; name: string }> {
  const tr = translator(language);
  const brand = await agentBranding(deps, agentId, language);
  const c = a.costing;
  const money = (price: QuotedPrice | null) => (price ? formatMoney(price.sellPrice, c.currency) : '-');
  const d = a.draft;
  const party = { adults: d.noOfAdults, children: d.noOfChildren };
  const wholeTrip = (
    total: QuotationAmendmentDto['costing']['stays'][number]['party'],
  ): [string, string][] => (total ? [[wholeTripLabel(party, total.rooms), money(total.total)]] : []);
  const pdf = await renderPdf(
    {
      title: tr('quotation.title', { number: a.quotationNumber }),
      footer: tr('quotation.footer', { number: a.quotationNumber, amendment: a.amendmentNo }),
      language,
    },
    (doc) => {
      drawHeader(doc, brand, tr('quotation.heading'), [
        [tr('quotation.quotation'), a.quotationNumber],
        [tr('quotation.amendment'), String(a.amendmentNo)],
        [tr('doc.date'), formatHotelDate(a.createdAt.slice(0, 10))],
        ...(c.validUntil
          ? ([[tr('quotation.validUntil'), formatHotelDate(c.validUntil)]] as [string, string][])
          : []),
        ...(a.agentQuotationNumber
          ? ([[tr('quotation.reference'), a.agentQuotationNumber]] as [string, string][])
          : []),
      ]);
      sectionTitle(doc, tr('quotation.trip'));
      facts(doc, [
        [tr('quotation.client'), a.clientName],
        [
          tr('quotation.travelDates'),
          tr('quotation.dates', {
            from: formatHotelDate(d.checkInDate),
            to: formatHotelDate(d.checkOutDate),
            nights: c.nights,
          }),
        ],
        [
          tr('quotation.travellers'),
          [
            tr('quotation.adults', { adults: d.noOfAdults }),
            ...(d.noOfChildren
              ? [
                  tr('quotation.children', {
                    children: d.noOfChildren,
                    ages: (d.childrenAges ?? []).join(', '),
                  }),
                ]
              : []),
          ].join(language === 'ar' ? '، ' : ', '),
        ],
        [
          tr('quotation.arrival'),
          c.arrivalAirport
            ? `${c.arrivalAirport.name} (${c.arrivalAirport.iata})${c.arrivalAirport.terminalName ? `, ${c.arrivalAirport.terminalName}` : ''}`
            : null,
        ],
        [
          tr('quotation.departure'),
          c.departureAirport
            ? `${c.departureAirport.name} (${c.departureAirport.iata})${c.departureAirport.terminalName ? `, ${c.departureAirport.terminalName}` : ''}`
            : null,
        ],
        [tr('quotation.pricesIn'), c.currency],
      ]);
      for (const stay of c.stays) {
        doc.moveDown(0.5);
        sectionTitle(doc, tr('quotation.option', { number: stay.stayNo }));
        drawTable(
          doc,
          [
            { header: tr('quotation.hotel'), width: CONTENT_WIDTH * 0.34 },
            { header: tr('quotation.roomAndBoard'), width: CONTENT_WIDTH * 0.3 },
            { header: tr('invoice.dates'), width: CONTENT_WIDTH * 0.26 },
            { header: tr('quotation.nights'), width: CONTENT_WIDTH * 0.1, align: 'right' },
          ],
          stay.hotels.map((h) => ({
            cells: [
              `${h.hotelName} ${/^\d$/.test(h.starCategory) ? `${h.starCategory}*` : `(${h.starCategory})`}, ${h.cityName}`,
              `${h.roomTypeName}, ${h.boardTypeName}${h.isRefundable ? '' : `, ${tr('quotation.nonRefundable')}`}`,
              `${formatHotelDate(h.checkInDate)} - ${formatHotelDate(h.checkOutDate)}`,
              String(h.nights),
            ],
          })),
        );
        if (stay.transfers.length) {
          bullets(
            doc,
            stay.transfers.map((t) =>
              tr('quotation.transfer', {
                from: t.transferFromName,
                to: t.transferToName,
                how:
                  t.transferType === 'shared'
                    ? tr('quotation.shared')
                    : t.vehicleTypes.map((v) => `${v.count} x ${v.name}`).join(', '),
              }),
            ),
          );
        }
        doc.moveDown(0.3);
        facts(
          doc,
          [
            ...stay.occupancies.map((o): [string, string | null] => [
              language === 'en'
                ? `Per adult, ${OCCUPANCY_NAMES[o.occupancy].toLowerCase()} room`
                : tr('quotation.perAdultRoom', { occupancy: tr(`occupancy.${o.occupancy}`) }),
              o.perPersonAdultPrice ? money(o.perPersonAdultPrice) : null,
            ]),
            [tr('quotation.perChild'), stay.perPersonChildPrice ? money(stay.perPersonChildPrice) : null],
            ...wholeTrip(stay.party),
          ],
          { labelWidth: 260 },
        );
      }
      if (c.landOnly) {
        doc.moveDown(0.5);
        sectionTitle(doc, tr('quotation.packagePrice'));
        facts(doc, [
          [tr('quotation.perAdult'), money(c.landOnly.perPersonAdultPrice)],
          [
            tr('quotation.perChild'),
            c.landOnly.perPersonChildPrice ? money(c.landOnly.perPersonChildPrice) : null,
          ],
          ...wholeTrip(c.landOnly.party),
        ]);
        if (d.hotelDisabledRemark) noteBox(doc, d.hotelDisabledRemark);
      }
      const included = [
        ...c.excursions.map(
          (e) => `${e.name} - ${e.attractionTitle} (${tr(excursionWords(e.excursionType))})`,
        ),
        ...(c.visa ? [tr('quotation.visa', { visa: c.visa.visaName, nationality: c.visa.nationality })] : []),
      ];
      if (included.length) {
        doc.moveDown(0.5);
        sectionTitle(doc, tr('quotation.included'));
        bullets(doc, included);
      }
      if (c.pickUpPlaces?.length) {
        doc.moveDown(0.5);
        sectionTitle(doc, tr('quotation.pickUp'));
        bullets(
          doc,
          c.pickUpPlaces.map((p) => (p.note ? `${p.placeName}: ${p.note}` : p.placeName)),
        );
      }
      if (c.supplements.length) {
        doc.moveDown(0.5);
        sectionTitle(doc, tr('quotation.extras'));
        drawTable(
          doc,
          [
            { header: tr('quotation.excursion'), width: CONTENT_WIDTH * 0.6 },
            { header: tr('quotation.perAdult'), width: CONTENT_WIDTH * 0.2, align: 'right' },
            { header: tr('quotation.perChild'), width: CONTENT_WIDTH * 0.2, align: 'right' },
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
        `${tr('quotation.note')}${c.validUntil ? tr('quotation.offeredUntil', { date: formatHotelDate(c.validUntil) }) : ''}.`,
      );
    },
  );
  return { pdf, name: `quotation-${a.quotationNumber}-${a.amendmentNo}.pdf` };
}

function excursionWords(type: string): MessageKey {
  if (type === 'Private') return 'quotation.privateTransfer';
  if (type === 'Shared') return 'quotation.sharedTransfer';
  if (type === 'TicketWithTransfer') return 'quotation.withTransfer';
  return 'quotation.ticketOnly';
}
