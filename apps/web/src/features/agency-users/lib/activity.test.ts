import { describe, expect, it } from 'vitest';
import { activitySheetPath, kindText } from './activity';

describe('kindText', () => {
  it('names the kind in words', () => {
    expect(kindText('booking.pending_payment')).toBe('Booking: pending payment');
    expect(kindText('markup.client-upsert')).toBe('Markup: client upsert');
    expect(kindText('user')).toBe('User');
    expect(kindText('other.x')).toBe('Other: x');
  });
});

describe('activitySheetPath', () => {
  it('keeps the filters that are set', () => {
    expect(
      activitySheetPath('/b2b/agency/activity/sheet', { userId: 'u', kind: '', fromDate: '2026-11-01' }),
    ).toBe('/b2b/agency/activity/sheet?userId=u&fromDate=2026-11-01');
    expect(activitySheetPath('/x', { kind: '' })).toBe('/x');
  });
});
