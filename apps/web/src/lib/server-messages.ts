import type { ErrorEnvelope, MessageKey } from '@portal/contracts';
import { currentLanguage, t } from './i18n';

/**
 * The one home of server messages in the reader's language (issue 35, ADR 0032). The API's `error`
 * is English (the spec's words, kept verbatim in English); a message an agent commonly meets also
 * carries a stable `messageKey`, said here from the catalogue. Codes with one meaning whatever the
 * route (a fault, a busy service, a changed price...) are said by their code. Anything else is shown
 * as the server sent it. Free of Redux Toolkit: the sign-in page reads it too.
 */
const BY_KEY: Record<MessageKey, () => string> = {
  'session.signIn': () => t('serverError.signIn', 'Sign in to continue'),
  'session.ended': () => t('serverError.sessionEnded', 'Your session has ended, please sign in again'),
  'auth.invalidLogin': () => t('serverError.invalidLogin', 'Invalid email or password'),
  'access.denied': () => t('serverError.denied', 'You are not allowed to do this'),
  'wallet.insufficientFunds': () =>
    t(
      'serverError.insufficientFunds',
      'Insufficient funds in your wallet (balance and credit) for this payment',
    ),
  'wallet.withdrawRefused': () =>
    t(
      'serverError.withdrawRefused',
      'The amount is more than you can withdraw: only your own balance not reserved by pending bookings or requests',
    ),
  'wallet.transferRefused': () =>
    t(
      'serverError.transferRefused',
      'The amount is more than the funds available for a transfer (own balance not already reserved)',
    ),
  'wallet.creditLineRefused': () =>
    t(
      'serverError.creditLineRefused',
      'Your available funds do not cover this credit limit for the sub-agent',
    ),
  'booking.soldOut': () => t('serverError.soldOut', 'Sold out: please choose another option'),
  'booking.priceChanged': () =>
    t('serverError.priceChanged', 'The price has changed. Check the new price and confirm again.'),
  'attraction.soldOut': () => t('serverError.ticketsSoldOut', 'Sold out: no tickets are left for this activity'),
  'attraction.fewTicketsLeft': () =>
    t('serverError.fewTicketsLeft', 'Not enough tickets are left for this activity: choose fewer people'),
  'upload.tooLarge': () => t('serverError.fileTooLarge', 'The file is larger than 5 MB'),
  'upload.type': () => t('serverError.fileType', 'This type of file is not accepted'),
  'upload.empty': () => t('serverError.fileEmpty', 'The file is empty'),
};

function byCode(code: string | undefined): string | undefined {
  switch (code) {
    case 'PRICE_CHANGED':
      return BY_KEY['booking.priceChanged']();
    case 'INSUFFICIENT_FUNDS':
      return BY_KEY['wallet.insufficientFunds']();
    case 'VALIDATION':
      return t('serverError.invalid', 'Some details are not valid: check the marked fields');
    case 'RATE_LIMITED':
      return t('serverError.rateLimited', 'Too many attempts: please wait a moment and try again');
    case 'UNAVAILABLE':
      return t('serverError.busy', 'The service is busy; please try again in a moment');
    case 'INTERNAL':
      return t('serverError.internal', 'Something went wrong, please try again');
    default:
      return undefined;
  }
}

const isKey = (key: unknown): key is MessageKey => typeof key === 'string' && Object.hasOwn(BY_KEY, key);

/** An answer's message in the reader's language: English as sent; else its key, its code, or as sent. */
export function serverMessage(data: Partial<ErrorEnvelope>): string | undefined {
  const sent = typeof data.error === 'string' && data.error ? data.error : undefined;
  if (currentLanguage() === 'en') return sent;
  if (isKey(data.messageKey)) return BY_KEY[data.messageKey]();
  return byCode(data.code) ?? sent;
}

/** The fallback when an answer says nothing, in the reader's language (English verbatim). */
export const somethingWentWrong = () => t('serverError.internal', 'Something went wrong, please try again');
