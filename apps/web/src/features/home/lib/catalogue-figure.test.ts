import { describe, expect, it } from 'vitest';
import { catalogueFigure } from './catalogue-figure';

describe('catalogueFigure', () => {
  it('never states more than the catalogue holds', () => {
    for (const n of [1, 42, 99, 100, 150, 199, 999, 1000, 1199, 1234, 3000, 12_345]) {
      const figure = catalogueFigure(n)!;
      expect(Number(figure.replace(/[,+]/g, ''))).toBeLessThanOrEqual(n);
    }
  });

  it('rounds down to two significant digits, with + only when it cut something', () => {
    expect(catalogueFigure(42)).toBe('42');
    expect(catalogueFigure(150)).toBe('150');
    expect(catalogueFigure(199)).toBe('190+');
    expect(catalogueFigure(1200)).toBe('1,200');
    expect(catalogueFigure(1234)).toBe('1,200+');
    expect(catalogueFigure(12_345)).toBe('12,000+');
  });

  it('states nothing for an empty or unknown catalogue', () => {
    expect(catalogueFigure(0)).toBeNull();
    expect(catalogueFigure(undefined)).toBeNull();
    expect(catalogueFigure(null)).toBeNull();
    expect(catalogueFigure(Number.NaN)).toBeNull();
  });
});
