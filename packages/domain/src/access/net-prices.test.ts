import { describe, expect, it } from 'vitest';
import { expectedPriceMatches, maskNetPrices } from './net-prices.ts';

describe('maskNetPrices', () => {
  it('shows the sell price where the agency pays, and 0 for every margin or earning, at any depth', () => {
    const answer = {
      orders: [
        {
          reference: 'AB-1',
          totalAgentPrice: 9_000,
          totalSellPrice: 11_000,
          lines: [
            {
              breakdown: {
                net: 7_000,
                companyMarkup: 1_000,
                subAgentMarkup: 500,
                vat: 500,
                clientMarkup: 2_000,
              },
              agentPrice: 9_000,
              agentPriceMajor: 90,
              sellPrice: 11_000,
              sellPriceMajor: 110,
              parentEarning: 500,
            },
          ],
        },
      ],
      pendingEarnings: 12.5,
      total: 1,
    };
    expect(maskNetPrices(answer)).toEqual({
      orders: [
        {
          reference: 'AB-1',
          totalAgentPrice: 11_000,
          totalSellPrice: 11_000,
          lines: [
            {
              breakdown: { net: 0, companyMarkup: 0, subAgentMarkup: 0, vat: 500, clientMarkup: 0 },
              agentPrice: 11_000,
              agentPriceMajor: 110,
              sellPrice: 11_000,
              sellPriceMajor: 110,
              parentEarning: 0,
            },
          ],
        },
      ],
      pendingEarnings: 0,
      total: 1,
    });
  });

  it('prices a unit at its line breakdown ratio', () => {
    const line = { units: 2, unitAgentPrice: 4_500, breakdown: { agentPrice: 9_000, sellPrice: 11_000 } };
    expect(maskNetPrices(line).unitAgentPrice).toBe(5_500);
  });

  it('leaves non-numbers and unrelated fields alone and does not change its input', () => {
    const answer = { markup: { type: 'flat', value: 5 }, net: null, title: 'net', list: [1, 2] };
    const copy = structuredClone(answer);
    expect(maskNetPrices(answer)).toEqual({
      markup: { type: 'flat', value: 5 },
      net: null,
      title: 'net',
      list: [1, 2],
    });
    expect(answer).toEqual(copy);
  });
});

describe('expectedPriceMatches', () => {
  const now = { agentPrice: 9_000, sellPrice: 11_000 };
  it('takes the agency price from anyone and the sell price only from a user who sees sell prices only', () => {
    expect(expectedPriceMatches(9_000, now, true)).toBe(true);
    expect(expectedPriceMatches(9_000, now, false)).toBe(true);
    expect(expectedPriceMatches(11_000, now, false)).toBe(true);
    expect(expectedPriceMatches(11_000, now, true)).toBe(false);
    expect(expectedPriceMatches(10_000, now, false)).toBe(false);
  });
});
