import { eq } from 'drizzle-orm';
import { hotelBookingDetails } from '@portal/db';
import {
  BOARD_NAMES,
  cancellationHeadline,
  cancellationHeadlineText,
  cancellationLineText,
  formatDate,
  formatDateTime,
  formatMoney,
  type CancellationHeadline,
  nationalityOf,
  type HotelCancellationType,
  type Language,
} from '@portal/domain';
import { titleIn, translator } from '../../../lib/i18n/index.ts';
import type { AppDeps } from '../../../deps.ts';
import {
  agentBranding,
  bullets,
  isolate,
  drawHeader,
  facts,
  noteBox,
  renderPdf,
  sectionTitle,
} from '../../../lib/documents/index.ts';
import { loadCompanyConfig } from '../../company/company.service.ts';
import type { CoreLine, CoreOrder } from '../../bookings/core/index.ts';
import { hotelRecord } from './holds.ts';

interface StoredGuest {
  title: string;
  firstName: string;
  lastName: string;
  type: string;
  age: number | null;
}

/**
 * A guest as printed: title and names, isolated when written in Arabic so the bidi algorithm keeps
 * the name together in an English line (and a Latin name together in an Arabic one).
 */
function guestName(g: StoredGuest, language: Language): string {
  return isolate(`${titleIn(language, g.title)} ${g.firstName} ${g.lastName}`);
}

/**
 * The cancellation terms as printed: in English the domain's own texts (as on the order pages); in
 * another language the catalogue's, from the same headline and lines.
 */
function cancellationTexts(
  language: Language,
  headline: CancellationHeadline,
  policy: { from: string; timeZone: string; fee: number }[],
): string[] {
  if (language === 'en')
    return [cancellationHeadlineText(headline), ...policy.map((p) => cancellationLineText(p, p.fee))];
  const tr = translator(language);
  const time = (from: string, zone: string) => formatDateTime(from, { zone });
  const first =
    headline.kind === 'free-until'
      ? tr('cancellation.freeUntil', {
          time: time(headline.from, headline.timeZone),
          zone: headline.timeZone,
        })
      : headline.kind === 'free-until-check-in'
        ? tr('cancellation.freeUntilCheckIn')
        : headline.kind === 'fee-from-booking'
          ? tr('cancellation.feeFromBooking', { fee: formatMoney(headline.fee) })
          : tr('cancellation.nonRefundable');
  return [
    first,
    ...policy.map((p) =>
      tr('cancellation.line', { time: time(p.from, p.timeZone), zone: p.timeZone, fee: formatMoney(p.fee) }),
    ),
  ];
}

/**
 * The hotel voucher the agent hands its guests, under the agent's branding: hotel, address, phone,
 * guests per room, room, board, dates, confirmation number, check-in/out times, the company's
 * emergency contact and the cancellation policy. Never a net price; `sell` prints the client price.
 */
export async function hotelVoucherPdf(
  deps: AppDeps,
  order: CoreOrder,
  lines: CoreLine[],
  view: 'client' | 'sell',
  language: Language = 'en',
): Promise<Buffer> {
  const tr = translator(language);
  const { db } = deps.database;
  const company = await loadCompanyConfig(db);
  const brand = await agentBranding(deps, order.agentId, language);
  const pages: {
    line: CoreLine;
    d: typeof hotelBookingDetails.$inferSelect;
    hotel: Awaited<ReturnType<typeof hotelRecord>>;
  }[] = [];
  for (const line of lines) {
    const [d] = await db.select().from(hotelBookingDetails).where(eq(hotelBookingDetails.lineId, line.id));
    if (!d) continue;
    const hotel = await hotelRecord(db, d.hotelId);
    pages.push({ line, d, hotel });
  }
  return renderPdf(
    {
      title: tr('voucher.hotel.title', { reference: order.referenceNumber }),
      footer: tr('voucher.footer', { brand: brand.name, reference: order.referenceNumber }),
      language,
    },
    (doc) => {
      pages.forEach(({ line, d, hotel }, i) => {
        if (i > 0) doc.addPage();
        drawHeader(doc, brand, tr('voucher.hotel.heading'), [
          [tr('doc.booking'), order.referenceNumber],
          [tr('doc.yourReference'), order.agentReferenceNumber],
          [
            tr('voucher.confirmationNo'),
            line.confirmationNumber ??
              (line.status === 'confirmed' ? (line.supplierReference ?? '-') : tr('voucher.toFollow')),
          ],
        ]);
        sectionTitle(doc, tr('voucher.hotel'));
        facts(doc, [
          [tr('voucher.hotel'), hotel.name],
          [tr('doc.address'), hotel.address],
          [tr('doc.phone'), hotel.phone],
          [
            tr('voucher.checkIn'),
            tr('voucher.checkInAt', { date: formatDate(d.fromDate), time: hotel.checkInTime }),
          ],
          [
            tr('voucher.checkOut'),
            tr('voucher.checkOutAt', { date: formatDate(d.toDate), time: hotel.checkOutTime }),
          ],
          [tr('voucher.nights'), String(d.nights)],
          [
            tr('voucher.room'),
            tr('voucher.rooms', {
              room: hotel.roomTypes.find((r) => r.id === d.roomTypeId)?.name ?? '',
              count: d.rooms.length,
            }),
          ],
          [tr('voucher.board'), language === 'en' ? BOARD_NAMES[d.boardCode] : tr(`board.${d.boardCode}`)],
          [tr('voucher.rate'), d.rateName],
          [tr('voucher.nationality'), nationalityOf(d.nationality)],
          ...(view === 'sell'
            ? ([[tr('voucher.price'), formatMoney(line.sellPrice)]] as [string, string][])
            : []),
        ]);
        sectionTitle(doc, tr('voucher.guests'));
        const guests = d.guests as unknown as StoredGuest[][];
        bullets(
          doc,
          guests.map((room, r) =>
            tr('voucher.roomGuests', {
              number: r + 1,
              guests: room
                .map((g) =>
                  [
                    guestName(g, language),
                    g.type === 'child' ? tr('voucher.child', { age: g.age ?? '?' }) : '',
                  ]
                    .filter(Boolean)
                    .join(' '),
                )
                .join(language === 'ar' ? '، ' : ', '),
            }),
          ),
        );
        if (d.specialRequests) {
          sectionTitle(doc, tr('voucher.specialRequests'));
          noteBox(doc, tr('voucher.subjectToAvailability', { text: d.specialRequests }));
        }
        sectionTitle(doc, tr('voucher.cancellationPolicy'));
        const policy = d.cancellationLines as { from: string; timeZone: string; fee: number }[];
        const headline = cancellationHeadline(d.cancellationType as HotelCancellationType, policy);
        bullets(doc, cancellationTexts(language, headline, policy));
        sectionTitle(doc, tr('voucher.emergencyContact'));
        facts(doc, [
          [tr('doc.company'), company.companyName],
          [tr('doc.phone'), company.phoneNumbers.join(', ')],
          [tr('doc.email'), company.contactEmail],
        ]);
      });
    },
  );
}
