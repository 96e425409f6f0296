import type { RoomPax } from '@portal/domain';
import { formatDisplayDate } from '../../../lib/display-date';
import { guestSummary, nightsOf } from './stay-rules';

/** "12/03/2026 - 15/03/2026 · 3 nights · 2 rooms, 3 adults, 1 child". */
export function stayLine(c: { fromDate: string; toDate: string; rooms: readonly RoomPax[] }): string {
  const nights = nightsOf(c.fromDate, c.toDate);
  return [
    `${formatDisplayDate(c.fromDate)} - ${formatDisplayDate(c.toDate)}`,
    `${nights} ${nights === 1 ? 'night' : 'nights'}`,
    guestSummary(c.rooms),
  ].join(' · ');
}
