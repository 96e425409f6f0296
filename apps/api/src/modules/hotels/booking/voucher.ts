import { eq } from 'drizzle-orm';
import { hotelBookingDetails } from '@portal/db';
import {
  BOARD_NAMES,
  cancellationHeadline,
  cancellationHeadlineText,
  cancellationLineText,
  formatDate,
  formatMoney,
  nationalityOf,
  type HotelCancellationType,
} from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import {
  agentBranding,
  bullets,
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
 * The hotel voucher the agent hands its guests, under the agent's branding: hotel, address, phone,
 * guests per room, room, board, dates, confirmation number, check-in/out times, the company's
 * emergency contact and the cancellation policy. Never a net price; `sell` prints the client price.
 */
export async function hotelVoucherPdf(
  deps: AppDeps,
  order: CoreOrder,
  lines: CoreLine[],
  view: 'client' | 'sell',
): Promise<Buffer> {
  const { db } = deps.database;
  const company = await loadCompanyConfig(db);
  const brand = await agentBranding(deps, order.agentId);
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
      title: `Hotel voucher ${order.referenceNumber}`,
      footer: `${brand.name} · booking ${order.referenceNumber}`,
    },
    (doc) => {
      pages.forEach(({ line, d, hotel }, i) => {
        if (i > 0) doc.addPage();
        drawHeader(doc, brand, 'Hotel Voucher', [
          ['Booking', order.referenceNumber],
          ['Your reference', order.agentReferenceNumber],
          [
            'Confirmation no',
            line.confirmationNumber ??
              (line.status === 'confirmed' ? (line.supplierReference ?? '-') : 'To follow'),
          ],
        ]);
        sectionTitle(doc, 'Hotel');
        facts(doc, [
          ['Hotel', hotel.name],
          ['Address', hotel.address],
          ['Phone', hotel.phone],
          ['Check-in', `${formatDate(d.fromDate)} from ${hotel.checkInTime}`],
          ['Check-out', `${formatDate(d.toDate)} until ${hotel.checkOutTime}`],
          ['Nights', String(d.nights)],
          [
            'Room',
            `${hotel.roomTypes.find((r) => r.id === d.roomTypeId)?.name ?? ''} · ${d.rooms.length} room(s)`,
          ],
          ['Board', BOARD_NAMES[d.boardCode]],
          ['Rate', d.rateName],
          ['Nationality', nationalityOf(d.nationality)],
          ...(view === 'sell' ? ([['Price', formatMoney(line.sellPrice)]] as [string, string][]) : []),
        ]);
        sectionTitle(doc, 'Guests');
        const guests = d.guests as unknown as StoredGuest[][];
        bullets(
          doc,
          guests.map(
            (room, r) =>
              `Room ${r + 1}: ${room.map((g) => `${g.title} ${g.firstName} ${g.lastName}${g.type === 'child' ? ` (child, ${g.age ?? '?'})` : ''}`).join(', ')}`,
          ),
        );
        if (d.specialRequests) {
          sectionTitle(doc, 'Special requests');
          noteBox(doc, `${d.specialRequests} (subject to availability)`);
        }
        sectionTitle(doc, 'Cancellation policy');
        const policy = d.cancellationLines as { from: string; timeZone: string; fee: number }[];
        const headline = cancellationHeadline(d.cancellationType as HotelCancellationType, policy);
        bullets(doc, [
          cancellationHeadlineText(headline),
          ...policy.map((p) => cancellationLineText(p, p.fee)),
        ]);
        sectionTitle(doc, 'Emergency contact');
        facts(doc, [
          ['Company', company.companyName],
          ['Phone', company.phoneNumbers.join(', ')],
          ['E-mail', company.contactEmail],
        ]);
      });
    },
  );
}
