import { describe, expect, it } from 'vitest';
import { SEED_ATTRACTIONS } from './catalogue.ts';
import { dayInfoFor, GROUND_OPERATIONS } from './day-info.ts';

const bySlug = (slug: string) => SEED_ATTRACTIONS.find((a) => a.slug === slug)!;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

describe('on-the-day details of the seeded attractions', () => {
  it('every attraction has a meeting point, things to bring, an operator and a number to call', () => {
    for (const a of SEED_ATTRACTIONS) {
      const info = dayInfoFor(a);
      expect(info.meetingPoint.length, a.slug).toBeGreaterThan(10);
      expect(info.whatToBring.length, a.slug).toBeGreaterThan(0);
      expect(info.operator, a.slug).not.toBe('');
      expect(info.emergencyPhone, a.slug).toMatch(/^\+971 \d{1,2} \d{3} \d{4}$/);
      if (info.pickup) {
        expect(info.pickup.from, a.slug).toMatch(TIME);
        expect(info.pickup.to, a.slug).toMatch(TIME);
        expect(info.pickup.from < info.pickup.to, a.slug).toBe(true);
        expect(info.pickup.place, a.slug).toMatch(/hotel/i);
      }
    }
  });

  it('tours with hotel pick-up get a window around the itinerary time and the company line', () => {
    expect(dayInfoFor(bySlug('evening-desert-safari-dubai'))).toMatchObject({
      pickup: { from: '14:45', to: '15:15' },
      pickupIncluded: true,
      operator: GROUND_OPERATIONS.operator,
      emergencyPhone: GROUND_OPERATIONS.phone,
    });
    expect(dayInfoFor(bySlug('abu-dhabi-city-tour-from-dubai')).pickup).toMatchObject({
      from: '07:15',
      to: '07:45',
    });
  });

  it('venues meet at their entrance (a pick-up only where transfers are sold); Oman trips ask for the passport', () => {
    expect(dayInfoFor(bySlug('dubai-frame')).meetingPoint).toMatch(/Zabeel Park Gate 4/);
    expect(dayInfoFor(bySlug('dubai-frame')).pickup).toMatchObject({ from: '08:30', to: '09:00' });
    expect(dayInfoFor(bySlug('louvre-abu-dhabi')).pickup).toBeNull();
    expect(dayInfoFor(bySlug('musandam-khasab-day-trip')).whatToBring[0]).toMatch(/Passport/);
  });
});
