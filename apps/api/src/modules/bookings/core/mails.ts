import { formatDateTime, type Language } from '@portal/domain';
import type { MailContent } from '../../../lib/mail.ts';
import { catalogues, t, type MessageKey } from '../../../lib/i18n/index.ts';

/**
 * The booking core's own mails to the agency (issue 35): the words from the server catalogue, in
 * the reader's language; each function answers the mail in any language (for `mailAgentIn`).
 * Deadlines in words, Dubai time (DD/MM/YYYY HH:mm), never a UTC ISO string.
 */
type Product = { product: string; label: string };

/** The product's words: `label` as a sentence opens ("Hotel booking"), `product` inside one ("hotel booking"). */
function productWords(language: Language, product: Product) {
  const label = productIn(language, product);
  return { label, product: language === 'en' ? label.toLowerCase() : label };
}

function deadlineIn(language: Language, payBy: Date | null): string {
  return payBy
    ? t(language, 'mail.core.deadline', { when: formatDateTime(payBy) })
    : t(language, 'mail.core.lastPayDate');
}

function mail(
  language: Language,
  key: 'reminder' | 'unpaidCancelled' | 'unpaidBooked' | 'booked' | 'notBooked' | 'notBookedRefunded',
  params: Record<string, string>,
): MailContent {
  const subject = key === 'notBookedRefunded' ? 'notBooked' : key;
  return {
    subject: t(language, `mail.core.${subject}.subject` as MessageKey, params),
    text: t(language, `mail.core.${key}.text` as MessageKey, params),
  };
}

/** A mail of an unpaid booking about its last date for payment: what it is, and that date in words. */
const payLaterMail =
  (key: 'reminder' | 'unpaidCancelled') =>
  (o: { product: Product; reference: string; title: string; payBy: Date | null }) =>
  (language: Language) =>
    mail(language, key, {
      ...productWords(language, o.product),
      reference: o.reference,
      title: o.title,
      deadline: deadlineIn(language, o.payBy),
    });

/** The reminder of an unpaid booking before its last date for payment. */
export const payLaterReminderMail = payLaterMail('reminder');

/** An unpaid booking cancelled at its last date for payment. */
export const unpaidCancelledMail = payLaterMail('unpaidCancelled');

/** A booking made unpaid (pay later), with its last date for payment. */
export const unpaidBookedMail =
  (o: { product: Product; reference: string; payBy: Date | null }) => (language: Language) =>
    mail(language, 'unpaidBooked', {
      ...productWords(language, o.product),
      reference: o.reference,
      deadline: deadlineIn(language, o.payBy),
    });

/** A booking confirmed by its supplier after it was paid. */
export const bookedMail =
  (o: { product: Product; reference: string; agentReference: string; title: string }) =>
  (language: Language) =>
    mail(language, 'booked', {
      ...productWords(language, o.product),
      reference: o.reference,
      agentReference: o.agentReference,
      title: o.title,
    });

/** A booking its supplier did not confirm; a paid one is refunded to the wallet. */
export const notBookedMail =
  (o: { product: Product; reference: string; title: string; paid: boolean }) => (language: Language) =>
    mail(language, o.paid ? 'notBookedRefunded' : 'notBooked', {
      ...productWords(language, o.product),
      reference: o.reference,
      title: o.title,
    });

/** A product's name in a mail ("Hotel booking"); the product's own label in English or when untranslated. */
export function productIn(language: Language, product: { product: string; label: string }): string {
  const key = `product.${product.product}`;
  return language !== 'en' && key in catalogues[language] ? t(language, key as MessageKey) : product.label;
}
