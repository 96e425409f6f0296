import { describe, expect, it } from 'vitest';
import { priceVisa } from './pricing.ts';

const price = { adultPrice: 35_000, childPrice: 25_000, adultCost: 30_000, childCost: 22_000 };

describe('visa pricing through the pipeline', () => {
  it('keeps the list margin when no company markup is set', () => {
    const p = priceVisa(price, { noOfAdult: 2, noOfChild: 1 }, {});
    expect(p.adult).toMatchObject({ net: 60_000, companyMarkup: 10_000, agentPrice: 70_000 });
    expect(p.child).toMatchObject({ net: 22_000, agentPrice: 25_000 });
    expect(p.total.agentPrice).toBe(95_000);
  });

  it('applies company, sub-agent and client layers per traveller', () => {
    const p = priceVisa(
      price,
      { noOfAdult: 2, noOfChild: 0 },
      {
        company: { type: 'flat', value: 2_000 },
        subAgent: { type: 'percentage', value: 10 },
        client: { type: 'flat', value: 1_000 },
      },
    );
    expect(p.adult).toMatchObject({
      net: 60_000,
      companyMarkup: 4_000,
      subAgentMarkup: 6_400,
      agentPrice: 70_400,
      clientMarkup: 2_000,
      sellPrice: 72_400,
      parentEarning: 6_400,
    });
    expect(p.child.agentPrice).toBe(0);
  });
});
