import {
  priceActivitySelection,
  validateSelection,
  type ActivityCatalogue,
  type ActivitySelection,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  buildActivityRow,
  buildAttractionRow,
  expandClosedDays,
  hasTicketInventory,
  seasonWindow,
  seedUuid,
  ticketPools,
  ticketRowsOf,
  type TicketPool,
} from './build.ts';
import { SEED_ATTRACTIONS } from './catalogue.ts';
import { SEED_CATEGORIES } from './categories.ts';

const TODAY = '2026-11-21';
const NOW = new Date('2026-11-21T06:00:00Z');
const ids = { destinationId: 'd', categoryId: 'c' };

describe('seed catalogue', () => {
  it('has at least 60 uniquely named attractions across the emirates and every category', () => {
    expect(SEED_ATTRACTIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SEED_ATTRACTIONS.map((a) => a.slug)).size).toBe(SEED_ATTRACTIONS.length);
    expect(new Set(SEED_ATTRACTIONS.map((a) => a.destination)).size).toBe(6);
    const categories = new Set(SEED_ATTRACTIONS.map((a) => a.category));
    for (const c of SEED_CATEGORIES) expect(categories.has(c.slug)).toBe(true);
    for (const a of SEED_ATTRACTIONS) expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps the domain rules: no transfer or hourly activity on ticket attractions, API products coded', () => {
    for (const a of SEED_ATTRACTIONS) {
      for (const act of a.activities) {
        if (a.bookingType === 'ticket') {
          expect(act.activityType ?? 'normal', `${a.slug}: ${act.name}`).toBe('normal');
          expect(act.base ?? 'person', `${a.slug}: ${act.name}`).not.toBe('hourly');
        }
        if ((act.base ?? 'person') !== 'person') expect(act.vehicles?.length, act.name).toBeGreaterThan(0);
      }
      if (a.api) expect(a.activities.every((act) => act.productCode)).toBe(true);
    }
    expect(SEED_ATTRACTIONS.filter((a) => a.api).map((a) => a.slug)).toEqual(
      expect.arrayContaining(['burj-khalifa-at-the-top', 'motiongate-dubai', 'legoland-dubai']),
    );
  });

  it('builds rows that price and validate through the domain for a family of four', () => {
    const selection: ActivitySelection = {
      date: '2026-12-20',
      adults: 2,
      children: 2,
      infants: 0,
      transferType: 'none',
      hours: 2,
    };
    let priced = 0;
    for (const [i, a] of SEED_ATTRACTIONS.entries()) {
      const row = buildAttractionRow(a, i, ids, TODAY);
      for (const [j, act] of a.activities.entries()) {
        const activity = { ...buildActivityRow(a, act, j), id: `${i}-${j}` } as ActivityCatalogue;
        expect(activity.adultCost).toBeLessThanOrEqual(activity.adultPrice);
        const rules = {
          bookingType: row.bookingType,
          bookingPriorDays: 0,
          availableWeekdays: [0, 1, 2, 3, 4, 5, 6],
          offDates: [],
        };
        expect(
          validateSelection({ attraction: rules, activity, selection, now: NOW }),
          `${a.slug}: ${act.name}`,
        ).toEqual([]);
        const price = priceActivitySelection({ activity, selection, layers: {} });
        expect(price.total.agentPrice).toBeGreaterThan(0);
        const transfers = [
          ...(activity.sharedTransferPrice !== null ? (['shared'] as const) : []),
          ...(activity.base === 'person' && activity.privateVehicles.length > 0
            ? (['private'] as const)
            : []),
        ];
        for (const transferType of transfers) {
          const withTransfer = { ...selection, transferType };
          expect(
            validateSelection({ attraction: rules, activity, selection: withTransfer, now: NOW }),
          ).toEqual([]);
          const priced = priceActivitySelection({ activity, selection: withTransfer, layers: {} });
          expect(priced.total.agentPrice).toBeGreaterThan(price.total.agentPrice);
        }
        priced++;
      }
    }
    expect(priced).toBeGreaterThanOrEqual(130);
  });

  it('maps policies, seasons and closures onto columns', () => {
    const row = (slug: string) => {
      const i = SEED_ATTRACTIONS.findIndex((a) => a.slug === slug);
      return buildAttractionRow(SEED_ATTRACTIONS[i]!, i, ids, TODAY);
    };
    expect(row('global-village')).toMatchObject({
      customDateFrom: '2026-10-15',
      customDateTo: '2027-05-10',
      availableWeekdays: [0, 2, 3, 4, 5, 6],
      cancellationType: 'non-refundable',
    });
    expect(row('seaplane-tour-dubai')).toMatchObject({
      cancellationType: 'fee',
      cancellationFeeType: 'flat',
      cancellationFee: 25_000,
    });
    expect(row('aquaventure-waterpark')).toMatchObject({
      cancellationFeeType: 'percentage',
      cancellationFee: 20,
      cancelBeforeHours: 48,
    });
    expect(row('qasr-al-watan').offDates).toEqual(['2026-12-02', '2027-12-02']);
    expect(row('burj-khalifa-at-the-top')).toMatchObject({
      isApiConnected: true,
      supplierCode: 'burj-khalifa',
      productCode: 'BK-ATT',
    });
    expect(row('dubai-frame').images).toEqual([
      '/attractions/dubai-frame.svg',
      '/attractions/dubai-frame-2.svg',
    ]);
  });

  it('computes seasons in and out of the current window', () => {
    expect(seasonWindow(['10-01', '06-01'], '2026-07-15')).toEqual({ from: '2026-10-01', to: '2027-06-01' });
    expect(seasonWindow(['10-01', '06-01'], '2027-02-01')).toEqual({ from: '2026-10-01', to: '2027-06-01' });
    expect(seasonWindow(['03-01', '04-01'], '2026-05-01')).toEqual({ from: '2027-03-01', to: '2027-04-01' });
    expect(expandClosedDays(['01-01'], '2026-11-21')).toEqual(['2027-01-01', '2028-01-01']);
  });

  it('numbers tickets deterministically in typed or common pools', () => {
    const rows = (pools: TicketPool[]) => pools.flatMap((p) => ticketRowsOf(p, '2027-11-21'));
    const typed = rows(ticketPools(0, 1, 'act', { name: 'x', adult: 50, child: 20 }));
    expect(typed).toHaveLength(200);
    expect(typed[0]).toEqual({
      activityId: 'act',
      ticketNo: 'DRT-00102-A0001',
      ticketFor: 'adult',
      validTill: '2027-11-21',
      status: 'available',
    });
    expect(typed.filter((t) => t.ticketFor === 'child')).toHaveLength(60);
    const withInfants = rows(ticketPools(4, 0, 'act', { name: 'x', adult: 50, child: 20, infant: 10 }));
    expect(withInfants.filter((t) => t.ticketFor === 'infant').at(-1)?.ticketNo).toBe('DRT-00501-I0010');
    const common = rows(ticketPools(9, 2, 'act', { name: 'x', adult: 30, child: 30 }));
    expect(new Set(common.map((t) => t.ticketFor))).toEqual(new Set(['common']));
    expect(common.at(-1)?.ticketNo).toBe('DRT-01003-X0200');
    const burj = SEED_ATTRACTIONS[0]!;
    expect(hasTicketInventory(burj, burj.activities[0]!)).toBe(false);
  });

  it('derives stable UUIDs', () => {
    expect(seedUuid('a')).toBe(seedUuid('a'));
    expect(seedUuid('a')).not.toBe(seedUuid('b'));
    expect(seedUuid('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
