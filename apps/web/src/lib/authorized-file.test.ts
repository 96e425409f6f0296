import { describe, expect, it } from 'vitest';
import { fileNameOf } from './authorized-file';

describe('download file name', () => {
  it('reads Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="transactions.xlsx"', 'x')).toBe('transactions.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''state%20ment.xlsx", 'x')).toBe('state ment.xlsx');
    expect(fileNameOf('inline; filename=receipt-4.pdf', 'x')).toBe('receipt-4.pdf');
    expect(fileNameOf(null, 'fallback.xlsx')).toBe('fallback.xlsx');
    expect(fileNameOf('attachment', 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});
