import { describe, expect, it } from 'vitest';
import { assertMarkup, layerAmount, resolveScopedMarkup, type ScopedMarkup } from './markup.ts';

describe('layerAmount', () => {
  it('is zero without a layer', () => {
    expect(layerAmount(null, 1000, 2)).toBe(0);
    expect(layerAmount(undefined, 1000, 2)).toBe(0);
  });
  it('adds flat per unit and percentage of the running price', () => {
    expect(layerAmount({ type: 'flat', value: 150 }, 99_999, 3)).toBe(450);
    expect(layerAmount({ type: 'percentage', value: 7.5 }, 1000, 3)).toBe(75);
    expect(layerAmount({ type: 'percentage', value: 7.5 }, 1006, 3)).toBe(75);
    expect(layerAmount({ type: 'percentage', value: 7.5 }, 1007, 3)).toBe(76);
  });
});

describe('assertMarkup', () => {
  it('accepts zero and sound values', () => {
    expect(() => assertMarkup({ type: 'flat', value: 0 })).not.toThrow();
    expect(() => assertMarkup({ type: 'percentage', value: 12.25 })).not.toThrow();
  });
  it('names the layer in its message', () => {
    expect(() => assertMarkup({ type: 'flat', value: -5 }, 'client markup')).toThrow(
      'client markup: a markup cannot be negative',
    );
    expect(() => assertMarkup({ type: 'flat', value: Infinity })).toThrow('markup: value must be a number');
  });
});

describe('resolveScopedMarkup', () => {
  const row = (
    agentId: string | null,
    itemId: string | null,
    value: number,
    product = 'attraction',
  ): ScopedMarkup => ({
    agentId,
    itemId,
    product,
    type: 'flat',
    value,
  });
  const rows = [
    row(null, null, 1),
    row(null, 'act-1', 2),
    row('ag-1', null, 3),
    row('ag-1', 'act-1', 4),
    row(null, null, 9, 'hotel'),
  ];

  it('prefers agent+item, then agent+product, then default+item, then default', () => {
    expect(
      resolveScopedMarkup(rows, { agentId: 'ag-1', product: 'attraction', itemId: 'act-1' })?.value,
    ).toBe(4);
    expect(
      resolveScopedMarkup(rows, { agentId: 'ag-1', product: 'attraction', itemId: 'act-2' })?.value,
    ).toBe(3);
    expect(
      resolveScopedMarkup(rows, { agentId: 'ag-2', product: 'attraction', itemId: 'act-1' })?.value,
    ).toBe(2);
    expect(
      resolveScopedMarkup(rows, { agentId: 'ag-2', product: 'attraction', itemId: 'act-2' })?.value,
    ).toBe(1);
    expect(resolveScopedMarkup(rows, { agentId: null, product: 'hotel', itemId: 'h' })?.value).toBe(9);
  });
  it('is null when nothing applies', () => {
    expect(resolveScopedMarkup(rows, { agentId: 'ag-1', product: 'visa', itemId: null })).toBeNull();
    expect(
      resolveScopedMarkup([row('ag-9', 'x', 5)], { agentId: 'ag-1', product: 'attraction', itemId: 'x' }),
    ).toBeNull();
  });
});
