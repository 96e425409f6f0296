import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceA2aBooking } from '../a2a/pricing.ts';
import { priceActivitySelection } from '../attractions/activity-pricing.ts';
import type { ActivityCatalogue } from '../attractions/types.ts';
import { hotelCompanyLayers, priceHotelRate, type HotelMarkupRow } from '../hotels/markups.ts';
import { priceVisa } from '../visas/pricing.ts';
import {
  layerAmount,
  resolveCompanyLayers,
  resolveScopedMarkup,
  type AgentCompanyMarkup,
  type Markup,
  type ScopedMarkup,
} from './markup.ts';
import { companyAmount, priceLine, type PricingLayers } from './pipeline.ts';

/**
 * ADR 0014, one rule for every product: a company markup set for one agent ADDS to the product's own
 * margin and never lowers a price; only an explicit discount does, and never below the net.
 */

const markupArb: fc.Arbitrary<Markup> = fc.oneof(
  fc.record({ type: fc.constant('flat' as const), value: fc.integer({ min: 0, max: 100_000 }) }),
  fc.record({
    type: fc.constant('percentage' as const),
    value: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
  }),
);
const marginArb = fc.option(markupArb, { nil: null });
const agentArb = (direction: 'markup' | 'discount'): fc.Arbitrary<AgentCompanyMarkup> =>
  markupArb.map((m) => ({ ...m, direction }));
const netArb = fc.integer({ min: 0, max: 2_000_000 });

/** One pricer per product: the agent price and the company amount of a sample sale for given layers. */
type Pricer = (
  net: number,
  layers: PricingLayers,
) => { agentPrice: number; companyMarkup: number; net: number };

const activity = (net: number): ActivityCatalogue => ({
  id: 'act',
  name: 'Dubai Frame',
  base: 'person',
  activityType: 'normal',
  adultPrice: net + 900,
  childPrice: net + 500,
  infantPrice: 0,
  adultCost: net,
  childCost: Math.floor(net / 2),
  infantCost: 0,
  sharedTransferPrice: null,
  sharedTransferCost: null,
  privateVehicles: [],
  vatPercent: 5,
  b2bPromoAmountAdult: 0,
  b2bPromoAmountChild: 0,
});

const PRODUCTS: Record<string, Pricer> = {
  attraction: (net, layers) =>
    priceActivitySelection({
      activity: activity(net),
      selection: { date: null, adults: 2, children: 1, infants: 0, transferType: 'none' },
      layers,
    }).total,
  'hotel (contract or bedbank)': (net, layers) =>
    priceHotelRate({ net, rooms: 2, nights: 3, layers, vatPercent: 5 }),
  visa: (net, layers) =>
    priceVisa(
      { adultPrice: net + 5_000, childPrice: net, adultCost: net, childCost: Math.floor(net / 2) },
      { noOfAdult: 2, noOfChild: 1 },
      layers,
    ).total,
  a2a: (net, layers) =>
    priceA2aBooking({
      seatNet: net,
      infantNet: 1_000,
      travellers: 3,
      infants: 1,
      layers: { company: layers.company, companyForAgent: layers.companyForAgent },
      agentMarkup: 0,
    }).total,
  // Flights, insurance and quotations price through priceLine with the buyer's layers spread in
  // (apps/api flights/markup-layers.ts priceFare, insurance/pricing.ts, quotations/quotation-layers.ts).
  flight: (net, layers) => priceLine({ quantity: 2, unitNet: net, ...layers }),
  insurance: (net, layers) => priceLine({ quantity: 1, unitNet: net, vatPercent: 5, ...layers }),
  quotation: (net, layers) => priceLine({ quantity: 1, unitNet: net, flatUnits: 4, ...layers }),
};

describe('ADR 0014: an agent company markup adds to the product margin (every product)', () => {
  for (const [product, price] of Object.entries(PRODUCTS)) {
    it(`${product}: an agent markup never lowers the price and never shrinks the company's margin`, () => {
      fc.assert(
        fc.property(netArb, marginArb, agentArb('markup'), (net, company, agent) => {
          const own = price(net, { company });
          const withAgent = price(net, { company, companyForAgent: agent });
          expect(withAgent.agentPrice).toBeGreaterThanOrEqual(own.agentPrice);
          expect(withAgent.companyMarkup).toBeGreaterThanOrEqual(own.companyMarkup);
          expect(withAgent.net).toBe(own.net);
        }),
      );
    });

    it(`${product}: an explicit discount never raises the price and never goes below the net`, () => {
      fc.assert(
        fc.property(netArb, marginArb, agentArb('discount'), (net, company, agent) => {
          const own = price(net, { company });
          const discounted = price(net, { company, companyForAgent: agent });
          expect(discounted.agentPrice).toBeLessThanOrEqual(own.agentPrice);
          expect(discounted.companyMarkup).toBeGreaterThanOrEqual(0);
          expect(discounted.companyMarkup).toBeLessThanOrEqual(own.companyMarkup);
        }),
      );
    });
  }

  it('adds exactly the agent layer on net + margin (percentages on the running price, flat per unit)', () => {
    fc.assert(
      fc.property(
        netArb,
        fc.integer({ min: 1, max: 40 }),
        marginArb,
        agentArb('markup'),
        (unitNet, quantity, company, agent) => {
          const net = unitNet * quantity;
          const margin = layerAmount(company, net, quantity);
          expect(companyAmount({ company, companyForAgent: agent }, net, quantity)).toBe(
            margin + layerAmount(agent, net + margin, quantity),
          );
        },
      ),
    );
  });

  it('the Dubai Frame of issue 33: 10% for one agent raises 52.50 instead of lowering it to 47.36', () => {
    const dubaiFrame = { ...activity(4_100), adultPrice: 5_000 };
    const selection = { date: null, adults: 1, children: 0, infants: 0, transferType: 'none' } as const;
    const own = priceActivitySelection({ activity: dubaiFrame, selection, layers: {} }).total;
    expect(own.agentPrice).toBe(5_250);
    const tenPercent = priceActivitySelection({
      activity: dubaiFrame,
      selection,
      layers: { companyForAgent: { type: 'percentage', value: 10, direction: 'markup' } },
    }).total;
    // 41.00 net + 9.00 catalogue margin = 50.00; + 10% = 55.00; + 5% VAT = 57.75.
    expect(tenPercent).toMatchObject({ net: 4_100, companyMarkup: 1_400, agentPrice: 5_775 });
  });
});

const scopedArb = (agents: readonly (string | null)[]): fc.Arbitrary<(ScopedMarkup & AgentCompanyMarkup)[]> =>
  fc.array(
    fc.record({
      agentId: fc.constantFrom(...agents),
      product: fc.constant('attraction'),
      itemId: fc.constantFrom(null, 'act-1', 'act-2'),
      type: fc.constantFrom('flat' as const, 'percentage' as const),
      value: fc.integer({ min: 0, max: 1_000 }),
      direction: fc.constant('markup' as const),
    }),
    { maxLength: 8 },
  );

describe('resolveCompanyLayers: an agent row never replaces the default', () => {
  it('whatever rows exist, the price with them is at least the defaults-only price (no discount rows)', () => {
    fc.assert(
      fc.property(scopedArb([null, 'ag-1', 'ag-2']), netArb, (rows, net) => {
        const pick = (set: readonly (typeof rows)[number][]) =>
          resolveScopedMarkup(
            set.map((r) => ({ ...r, agentId: null })),
            { agentId: null, product: 'attraction', itemId: 'act-1' },
          );
        const layers = resolveCompanyLayers(rows, 'ag-1', pick);
        const defaultsOnly = resolveCompanyLayers(rows, null, pick);
        expect(layers.company).toEqual(defaultsOnly.company);
        expect(defaultsOnly.companyForAgent).toBeNull();
        const priced = priceLine({ quantity: 1, unitNet: net, ...layers });
        const base = priceLine({ quantity: 1, unitNet: net, ...defaultsOnly });
        expect(priced.agentPrice).toBeGreaterThanOrEqual(base.agentPrice);
      }),
    );
  });

  it("another agent's rows never reach this agent", () => {
    fc.assert(
      fc.property(scopedArb([null, 'ag-2']), (rows) => {
        const layers = resolveCompanyLayers(rows, 'ag-1', (set) => set[0] ?? null);
        expect(layers.companyForAgent).toBeNull();
      }),
    );
  });

  it('hotels: the agent row of any scope sits on top of the most specific default', () => {
    const hotel = { id: 'h1', starCategory: '4' as const };
    const rows: HotelMarkupRow[] = [
      { agentId: null, itemId: 'hotel:h1', type: 'percentage', value: 12 },
      { agentId: null, itemId: null, type: 'percentage', value: 5 },
      { agentId: 'ag-1', itemId: null, type: 'percentage', value: 3, direction: 'markup' },
    ];
    const layers = hotelCompanyLayers(rows, hotel, { id: 'r1' }, 'contract', 'ag-1');
    expect(layers.company).toEqual({ type: 'percentage', value: 12 });
    expect(layers.companyForAgent).toEqual({ type: 'percentage', value: 3, direction: 'markup' });
    // 1000.00 net + 12% = 1120.00; + 3% = 1153.60.
    expect(priceHotelRate({ net: 100_000, rooms: 1, nights: 1, layers }).companyMarkup).toBe(15_360);
  });
});
