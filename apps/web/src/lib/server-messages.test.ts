import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelopeMessage } from './error-envelope';
import { setLanguage } from './i18n';

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

    it('says an attraction short of tickets generically, without the activity or the count', () => {
      const soldOut = failed({
        error: 'Desert Safari: sold out (no adult tickets left).',
        code: 'BAD_REQUEST',
        messageKey: 'attraction.soldOut',
      });
      const fewLeft = failed({
        error: 'Desert Safari: only 2 tickets left.',
        code: 'BAD_REQUEST',
        messageKey: 'attraction.fewTicketsLeft',
      });
      expect(envelopeMessage(soldOut)).toBe('نفدت التذاكر: لم تتبقَّ تذاكر لهذا النشاط');
      expect(envelopeMessage(fewLeft)).toBe(
        'التذاكر المتبقية لهذا النشاط لا تكفي لهذا العدد: اختر عددًا أقل من الأشخاص',
      );
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
