import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATEMENT_FILTER,
  hasActiveFilter,
  statementFilterError,
  statementPageParams,
  statementQueryString,
} from './statement-query';

describe('statement filter to query', () => {
  it('drops empty fields and trims the rest', () => {
    const filter = {
      ...EMPTY_STATEMENT_FILTER,
      dateFrom: '2026-01-01',
      reference: '  DEP-7 ',
      type: 'deposit' as const,
    };
    expect(statementQueryString(filter)).toBe('dateFrom=2026-01-01&type=deposit&reference=DEP-7');
    expect(statementQueryString(EMPTY_STATEMENT_FILTER)).toBe('');
    expect(hasActiveFilter(EMPTY_STATEMENT_FILTER)).toBe(false);
    expect(hasActiveFilter({ ...EMPTY_STATEMENT_FILTER, reference: '   ' })).toBe(false);
    expect(hasActiveFilter(filter)).toBe(true);
  });

  it('turns a 1-based page into skip and limit', () => {
    const filter = { ...EMPTY_STATEMENT_FILTER, product: 'hotel' };
    expect(statementPageParams(filter, 1)).toEqual({ product: 'hotel', skip: '0', limit: '10' });
    expect(statementPageParams(filter, 3, 25)).toEqual({ product: 'hotel', skip: '50', limit: '25' });
    expect(statementPageParams(filter, 0)).toMatchObject({ skip: '0' });
  });

  it('refuses a from date after the to date', () => {
    expect(
      statementFilterError({ ...EMPTY_STATEMENT_FILTER, dateFrom: '2026-02-01', dateTo: '2026-01-31' }),
    ).toMatch(/must not be after/);
    expect(
      statementFilterError({ ...EMPTY_STATEMENT_FILTER, dateFrom: '2026-02-01', dateTo: '2026-02-01' }),
    ).toBeNull();
    expect(statementFilterError({ ...EMPTY_STATEMENT_FILTER, dateFrom: '2026-02-01' })).toBeNull();
  });
});
