import { describe, expect, it } from 'vitest';
import {
  isQuotationComponent,
  QUOTATION_COMPONENT_LABELS,
  QUOTATION_COMPONENTS,
  QUOTATION_FLAT_UNITS,
} from './quotation-components.ts';

describe('quotation components', () => {
  it('names the four components with their labels and flat units', () => {
    expect(
      QUOTATION_COMPONENTS.map((c) => [c, QUOTATION_COMPONENT_LABELS[c], QUOTATION_FLAT_UNITS[c]]),
    ).toEqual([
      ['hotel', 'Hotel', 'per person per night'],
      ['attraction', 'Excursions', 'per person'],
      ['transfer', 'Transfers', 'per person'],
      ['visa', 'Visa', 'per person'],
    ]);
  });

  it('recognises a component and nothing else', () => {
    expect(isQuotationComponent('visa')).toBe(true);
    for (const other of ['flight', 'Hotel', '', null, undefined, 3])
      expect(isQuotationComponent(other)).toBe(false);
  });
});
