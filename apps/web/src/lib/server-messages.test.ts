import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelopeMessage } from './error-envelope';
import type { MessageMoney, MessageParamsByKey } from '@portal/contracts';
import { setLanguage } from './i18n';
import { formatsFor } from './use-formats';

const failed = (data: object) => ({ status: 400, data });

describe('server messages in the reader language (issue 35, ADR 0032)', () => {
  it('shows the server English verbatim in English, whatever the key or code', () => {
    const sent = 'Insufficient funds in your wallet (balance and credit) for this payment';
    expect(
      envelopeMessage(
        failed({ error: sent, code: 'INSUFFICIENT_FUNDS', messageKey: 'wallet.insufficientFunds' }),
      ),
    ).toBe(sent);
    expect(
      envelopeMessage(
        failed({
          error: 'Sold out: the room has just sold out',
          code: 'CONFLICT',
          messageKey: 'booking.soldOut',
        }),
      ),
    ).toBe('Sold out: the room has just sold out');
    expect(
      envelopeMessage(
        failed({
          error: 'Desert Safari: only 2 tickets left.',
          code: 'BAD_REQUEST',
          messageKey: 'attraction.fewTicketsLeft',
        }),
      ),
    ).toBe('Desert Safari: only 2 tickets left.');
    expect(envelopeMessage(undefined)).toBe('Something went wrong, please try again');
    expect(envelopeMessage(undefined, 'Could not load')).toBe('Could not load');
    const withValues = 'The minimum card deposit is AED 100.00';
    expect(
      envelopeMessage(
        failed({
          error: withValues,
          code: 'BAD_REQUEST',
          messageKey: 'wallet.minimumCardDeposit',
          messageParams: { minimum: { minor: 10_000, currency: 'AED' } },
        }),
      ),
    ).toBe(withValues);
  });

  describe('in Arabic', () => {
    beforeAll(async () => {
      vi.stubGlobal('document', { documentElement: {} });
      await setLanguage('ar', { remember: false });
    });
    afterAll(async () => {
      await setLanguage('en', { remember: false });
      vi.unstubAllGlobals();
    });

    it('says a known key from the catalogue', () => {
      expect(
        envelopeMessage(
          failed({
            error: 'Your session has ended, please sign in again',
            code: 'UNAUTHORIZED',
            messageKey: 'session.ended',
          }),
        ),
      ).toBe('انتهت جلستك، يرجى تسجيل الدخول مرة أخرى');
      expect(
        envelopeMessage(
          failed({ error: 'x', code: 'INSUFFICIENT_FUNDS', messageKey: 'wallet.withdrawRefused' }),
        ),
      ).toMatch(/^المبلغ أكبر مما يمكنك سحبه/);
    });

    it('says the values a message carries: names, counts, amounts and instants in Arabic formats', () => {
      const ar = formatsFor('ar');
      expect(
        envelopeMessage(
          failed({
            error: 'Desert Safari: sold out (no adult tickets left).',
            code: 'BAD_REQUEST',
            messageKey: 'attraction.soldOut',
            messageParams: { activity: 'Desert Safari', ticket: 'adult' },
          }),
        ),
      ).toBe('\u2068Desert Safari\u2069: نفدت التذاكر (لم تتبقَّ تذاكر للبالغين).');
      expect(
        envelopeMessage(
          failed({
            error:
              'The credit limit cannot be lower than the credit the sub-agent has already used (AED 300.00)',
            code: 'BAD_REQUEST',
            messageKey: 'wallet.creditLimitBelowUsed',
            messageParams: { used: { minor: 30_000, currency: 'AED' } },
          }),
        ),
      ).toBe(
        `لا يمكن أن يكون حد الائتمان أقل من الائتمان الذي استخدمه الوكيل الفرعي بالفعل (\u2068${ar.money(30_000, 'AED')}\u2069)`,
      );
      const changed = envelopeMessage(
        failed({
          error:
            'The price has changed: AED 1,000.00 is now AED 1,300.00 for the party. Confirm again at the new price.',
          code: 'PRICE_CHANGED',
          messageKey: 'quotation.priceChanged',
          messageParams: {
            was: { minor: 100_000, currency: 'AED' },
            now: { minor: 130_000, currency: 'USD' },
          },
        }),
      );
      // Both amounts, in their order and currency.
      expect(changed.indexOf(ar.money(100_000, 'AED'))).toBeGreaterThan(0);
      expect(changed.indexOf(ar.money(130_000, 'USD'))).toBeGreaterThan(
        changed.indexOf(ar.money(100_000, 'AED')),
      );
      const late = (action: string) =>
        envelopeMessage(
          failed({
            error: 'x',
            code: 'CONFLICT',
            messageKey: 'booking.deadlinePassed',
            messageParams: { deadline: '2026-12-01T08:30:00.000Z', action },
          }),
        );
      const when = ar.dateTime('2026-12-01T08:30:00.000Z', { withZone: true });
      expect(late('cancel')).toBe(`كان الإلغاء ممكنًا حتى \u2068${when}\u2069؛ وقد انتهت المهلة`);
      expect(late('change')).toMatch(/^كان تغيير الأسماء وبيانات جوازات السفر ممكنًا حتى/);
    });

    it('says every value of every keyed message (a dropped value fails here)', () => {
      const ar = formatsFor('ar');
      const money = (minor: number, currency: string) => ({ minor, currency });
      const samples: { [K in keyof MessageParamsByKey]: MessageParamsByKey[K] } = {
        'attraction.soldOut': { activity: 'Ferrari World', ticket: 'child' },
        'attraction.fewTicketsLeft': { activity: 'Burj Khalifa', ticket: 'any', left: 3 },
        'attraction.slotFull': { left: 4, slot: '16:30' },
        'wallet.creditLimitBelowUsed': { used: money(12_345, 'AED') },
        'wallet.minimumCardDeposit': { minimum: money(10_000, 'AED') },
        'quotation.priceChanged': { was: money(50_000, 'EUR'), now: money(61_000, 'EUR') },
        'booking.deadlinePassed': { deadline: '2026-12-24T20:00:00.000Z', action: 'change' },
      };
      const KEYWORDS = new Set(['ticket', 'action']);
      for (const [key, params] of Object.entries(samples)) {
        const said = envelopeMessage(
          failed({ error: 'English', code: 'BAD_REQUEST', messageKey: key, messageParams: params }),
        );
        expect(said, key).not.toBe('English');
        expect(said, key).not.toMatch(/[{}]/);
        for (const [name, value] of Object.entries(
          params as Record<string, string | number | MessageMoney>,
        )) {
          if (KEYWORDS.has(name)) continue;
          const shown =
            typeof value === 'object'
              ? ar.money(value.minor, value.currency)
              : name === 'deadline'
                ? ar.dateTime(String(value), { withZone: true })
                : typeof value === 'number'
                  ? ar.count(value)
                  : value;
          expect(said, `${key} ${name}`).toContain(`\u2068${shown}\u2069`);
        }
        // Without its values the message is not said half: the code's text, else the server's.
        const bare = envelopeMessage(failed({ error: 'English', code: 'BAD_REQUEST', messageKey: key }));
        expect(bare, key).toBe('English');
      }
      expect(
        envelopeMessage(
          failed({
            error: 'English',
            code: 'PRICE_CHANGED',
            messageKey: 'quotation.priceChanged',
            messageParams: { was: { minor: 1, currency: 'AED' } },
          }),
        ),
      ).toBe('تغيّر السعر. راجع السعر الجديد وأكّد مرة أخرى.');
    });

    it('says a code of one meaning when there is no key', () => {
      expect(
        envelopeMessage(
          failed({ error: 'The price has changed: AED 10.00 is now AED 12.00', code: 'PRICE_CHANGED' }),
        ),
      ).toBe('تغيّر السعر. راجع السعر الجديد وأكّد مرة أخرى.');
      expect(envelopeMessage(failed({ error: 'Enter the first name', code: 'VALIDATION' }))).toBe(
        'بعض البيانات غير صحيحة: راجع الحقول المحددة',
      );
      expect(envelopeMessage(undefined)).toBe('حدث خطأ ما، يرجى المحاولة مرة أخرى');
    });

    it("shows an unknown key or a route's own message as sent", () => {
      expect(envelopeMessage(failed({ error: 'Booking not found', code: 'NOT_FOUND' }))).toBe(
        'Booking not found',
      );
      expect(
        envelopeMessage(failed({ error: 'New words', code: 'CONFLICT', messageKey: 'some.future' })),
      ).toBe('New words');
    });
  });
});
