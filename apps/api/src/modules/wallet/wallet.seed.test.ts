import { describe, expect, it } from 'vitest';
import { adminBankAccountInput } from '@portal/contracts';
import { COMPANY_BANKS } from './wallet.seed.ts';

describe('the seeded company bank accounts', () => {
  it('pass the checks staff edits go through (IBAN check digits, SWIFT code)', () => {
    for (const bank of COMPANY_BANKS) {
      const parsed = adminBankAccountInput.safeParse({
        ...bank,
        currency: 'AED',
        countryIsocode: 'AE',
        active: true,
        version: 0,
      });
      expect(parsed.success, `${bank.bankName}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});
