import { z } from 'zod';
import { plainDate } from '../common.ts';

/**
 * The a2a seat-block grid (issue 34): the company's sectors x the days of a month, each day's seats,
 * sold and left summed over that sector's blocks (a2a_tickets, the rows the booking takes seats from).
 */
export const A2A_GRID_PATH = '/admin/inventory/a2a/grid';

export const a2aSeatGridQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter the month as yyyy-mm'),
});

export const a2aSeatGridDay = z.object({
  date: z.string(),
  /** Blocks of this sector departing that day (0: no block, nothing to sell). */
  blocks: z.number().int(),
  seats: z.number().int(),
  sold: z.number().int(),
  left: z.number().int(),
  /** Every block of the day is closed for sale. */
  closed: z.boolean(),
});
export type A2aSeatGridDay = z.infer<typeof a2aSeatGridDay>;

export const a2aSeatGrid = z.object({
  month: z.string(),
  days: z.array(z.string()),
  sectors: z.array(
    z.object({
      _id: z.string(),
      /** DXB-COK */
      name: z.string(),
      days: z.array(a2aSeatGridDay),
    }),
  ),
});
export type A2aSeatGrid = z.infer<typeof a2aSeatGrid>;

/** Sets the seats of a sector's block on every day of a range that has one. */
export const a2aSeatRangeBody = z.object({
  sectorId: z.uuid(),
  from: plainDate,
  to: plainDate,
  seats: z.number().int().min(0, 'Seats are 0 or more').max(1000),
});
export type A2aSeatRangeBody = z.infer<typeof a2aSeatRangeBody>;
export const a2aSeatRangeAnswer = z.object({ message: z.string(), blocks: z.number().int() });
export type A2aSeatRangeAnswer = z.infer<typeof a2aSeatRangeAnswer>;
