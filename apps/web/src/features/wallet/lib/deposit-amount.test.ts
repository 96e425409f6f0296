import { describe, expect, it } from 'vitest';
import { checkAmountInput } from './deposit-amount';
import { receiptFileError } from './receipt-file';
import { normaliseAmount, withdrawalForm, EMPTY_WITHDRAWAL } from './request-forms';

describe('amount input', () => {
  it('accepts AED amounts with at most two decimals and thousands separators', () => {
    expect(checkAmountInput('10')).toEqual({ ok: true, minor: 1000 });
    expect(checkAmountInput(' 1,250.5 ')).toEqual({ ok: true, minor: 125050 });
    expect(normaliseAmount('1,250.5')).toBe('1250.50');
  });

  it('reads Arabic-Indic digits and separators as Western ones (issue 35)', () => {
    expect(checkAmountInput('١٬٢٥٠٫٥')).toEqual({ ok: true, minor: 125050 });
    expect(normaliseAmount('٢٥٠٠')).toBe('2500.00');
  });

  it('refuses empty, zero, negative, three-decimal and absurd amounts', () => {
    expect(checkAmountInput('')).toMatchObject({ ok: false, message: 'Enter an amount' });
    expect(checkAmountInput('0')).toMatchObject({ ok: false });
    expect(checkAmountInput('-5')).toMatchObject({ ok: false });
    expect(checkAmountInput('1.005')).toMatchObject({ ok: false });
    expect(checkAmountInput('abc')).toMatchObject({ ok: false });
    expect(checkAmountInput('1000000000')).toMatchObject({ ok: false, message: 'The amount is too large' });
  });

  it('applies the card minimum and the withdrawable maximum', () => {
    expect(checkAmountInput('9.99', { minimumMinor: 1000 })).toEqual({
      ok: false,
      message: 'The minimum is AED 10.00',
    });
    expect(checkAmountInput('10', { minimumMinor: 1000 })).toEqual({ ok: true, minor: 1000 });
    expect(checkAmountInput('500.01', { maximumMinor: 50000, maximumLabel: 'withdraw' })).toEqual({
      ok: false,
      message: 'The most you can withdraw is AED 500.00',
    });
  });
});

describe('receipt file', () => {
  it('accepts JPG, PNG and PDF up to 5 MB', () => {
    expect(receiptFileError({ name: 'r.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(receiptFileError({ name: 'r.JPG', type: '', size: 1000 })).toBeNull();
    expect(receiptFileError({ name: 'r.gif', type: 'image/gif', size: 1000 })).toMatch(/JPG, PNG or PDF/);
    expect(receiptFileError({ name: 'r.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatch(/5 MB/);
    expect(receiptFileError({ name: 'r.png', type: 'image/png', size: 0 })).toMatch(/empty/);
    expect(receiptFileError(null)).toBe('Attach the transfer receipt');
  });
});

describe('withdrawal form', () => {
  it('needs every bank field and a valid amount', () => {
    const result = withdrawalForm.safeParse(EMPTY_WITHDRAWAL);
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((i) => i.path[0]));
    expect(fields).toEqual(
      new Set(['amount', 'bankName', 'branchName', 'accountHolderName', 'accountNumber', 'ibanCode']),
    );
    expect(
      withdrawalForm.safeParse({
        ...EMPTY_WITHDRAWAL,
        amount: '100',
        bankName: 'ENBD',
        branchName: 'Deira',
        accountHolderName: 'A B',
        accountNumber: '123',
        ibanCode: 'AE07',
      }).success,
    ).toBe(true);
  });
});
