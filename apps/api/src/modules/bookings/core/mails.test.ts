import { describe, expect, it } from 'vitest';
import {
  bookedMail,
  notBookedMail,
  payLaterReminderMail,
  unpaidBookedMail,
  unpaidCancelledMail,
} from './mails.ts';

const hotel = { product: 'hotel', label: 'Hotel booking' };
const payBy = new Date('2026-11-29T08:00:00Z');
const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe("the booking core's mails to the agency", () => {
  it('print the deadline in words, Dubai time, never a UTC ISO string', () => {
    const reminder = payLaterReminderMail({ product: hotel, reference: 'HTL-1', title: 'Atlantis', payBy })(
      'en',
    );
    expect(reminder.subject).toBe('Reminder: pay hotel booking HTL-1 by 29/11/2026 12:00 (Dubai time)');
    expect(reminder.text).toBe(
      'Your booking HTL-1 (Atlantis) is unpaid. Pay it by 29/11/2026 12:00 (Dubai time), or it is cancelled automatically.',
    );
    const cancelled = unpaidCancelledMail({ product: hotel, reference: 'HTL-1', title: 'Atlantis', payBy })(
      'en',
    );
    expect(cancelled.subject).toBe('Hotel booking HTL-1 was cancelled: not paid');
    expect(cancelled.text).toContain('was not paid by 29/11/2026 12:00 (Dubai time) and has been cancelled');
    const noDate = unpaidCancelledMail({
      product: hotel,
      reference: 'HTL-1',
      title: 'Atlantis',
      payBy: null,
    })('en');
    expect(noDate.text).toContain('was not paid by its last date for payment and has been cancelled');
    const booked = unpaidBookedMail({ product: hotel, reference: 'HTL-1', payBy })('en');
    expect(booked.subject).toBe('Hotel booking HTL-1 is booked - pay by 29/11/2026 12:00 (Dubai time)');
    expect(booked.text).toBe(
      'Your hotel booking HTL-1 is booked unpaid. Pay it by 29/11/2026 12:00 (Dubai time), or it is cancelled automatically.',
    );
    for (const mail of [reminder, cancelled, booked]) expect(mail.text).not.toMatch(/\dT\d|Z\b|UTC/);
  });

  it('say what the supplier decided, a refund only when it was paid', () => {
    const done = bookedMail({
      product: hotel,
      reference: 'HTL-2',
      agentReference: 'AG-9',
      title: 'Atlantis',
    })('en');
    expect(done).toEqual({
      subject: 'Hotel booking HTL-2 is booked',
      text: 'Your hotel booking HTL-2 (your reference AG-9) is booked: Atlantis.',
    });
    const failed = (paid: boolean) =>
      notBookedMail({ product: hotel, reference: 'HTL-3', title: 'Atlantis', paid })('en');
    expect(failed(false).text).toBe('The supplier did not confirm HTL-3 (Atlantis). It has failed.');
    expect(failed(true).text).toBe(
      'The supplier did not confirm HTL-3 (Atlantis). It has failed and the amount paid is refunded to your wallet.',
    );
    expect(failed(true).subject).toBe('Hotel booking HTL-3 could not be booked');
  });

  it('are written in Arabic for an Arabic reader, the product named in Arabic and the deadline in Dubai time', () => {
    const reminder = payLaterReminderMail({ product: hotel, reference: 'HTL-1', title: 'Atlantis', payBy })(
      'ar',
    );
    expect(strip(reminder.subject)).toBe(
      'تذكير: ادفعوا قيمة حجز الفندق HTL-1 قبل 29/11/2026 12:00 (بتوقيت دبي)',
    );
    expect(strip(reminder.text)).toContain('غير مدفوع');
    const failed = notBookedMail({ product: hotel, reference: 'HTL-3', title: 'Atlantis', paid: true })('ar');
    expect(strip(failed.text)).toContain('وأُعيد المبلغ المدفوع إلى محفظتكم');
    expect(failed.text).not.toMatch(/supplier|failed|refunded/);
  });
});
