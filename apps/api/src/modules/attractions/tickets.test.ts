import { describe, expect, it } from 'vitest';
import { shortage } from './tickets.ts';

const counts = { adult: 2, child: 0, infant: 0, common: 0 };

describe('shortage of attraction tickets', () => {
  it('says sold out or how many are left in English, with the key the web translates', () => {
    const soldOut = shortage({ adult: 1, child: 1 }, counts, 'Desert Safari');
    expect(soldOut?.message).toBe('Desert Safari: sold out (no child tickets left).');
    expect(soldOut?.details?.messageKey).toBe('attraction.soldOut');
    const few = shortage({ adult: 3 }, counts, 'Desert Safari');
    expect(few?.message).toBe('Desert Safari: only 2 adult tickets left.');
    expect(few?.details?.messageKey).toBe('attraction.fewTicketsLeft');
    expect(few?.code).toBe('BAD_REQUEST');
    expect(shortage({ adult: 2 }, counts, 'Desert Safari')).toBeNull();
  });
});
