import type {
  ErrorEnvelope,
  MessageKey,
  MessageMoney,
  MessageParamsByKey,
  PlainMessageKey,
} from '@portal/contracts';
import { currentLanguage, t } from './i18n';
import { formatsFor, type Formats } from './use-formats';

/**
 * The one home of server messages in the reader's language (issue 35, ADR 0032). The API's `error`
 * is English (the spec's words, kept verbatim in English); a message an agent commonly meets also
 * carries a stable `messageKey`, said here from the catalogue. Codes with one meaning whatever the
 * route (a fault, a busy service, a changed price...) are said by their code. Anything else is shown
 * as the server sent it. Free of Redux Toolkit: the sign-in page reads it too.
 *
 * A key of MessageParamsByKey carries the values its English names (`messageParams`): amounts (minor
 * units and currency), names, instants; they are said here with the reader's formats (use-formats.ts).
 * Values that are missing or of the wrong shape make the message fall back as if it had no key.
 */
type Params = Record<string, unknown>;
type Say = (params: Params, formats: Formats) => string;

class MissingParam extends Error {}

/** A value of `messageParams`, checked: a missing or odd one is a MissingParam (the generic text then). */
const text = (params: Params, name: string): string => {
  const value = params[name];
  if (typeof value !== 'string' || !value) throw new MissingParam(name);
  return value;
};
const count = (params: Params, name: string): number => {
  const value = params[name];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new MissingParam(name);
  return value;
};
const amount = (params: Params, name: string, formats: Formats): string => {
  const value = params[name] as Partial<MessageMoney> | undefined;
  if (typeof value?.minor !== 'number' || typeof value.currency !== 'string') throw new MissingParam(name);
  return formats.money(value.minor, value.currency);
};
const instant = (params: Params, name: string, formats: Formats): string => {
  const value = text(params, name);
  if (Number.isNaN(Date.parse(value))) throw new MissingParam(name);
  return formats.dateTime(value, { withZone: true });
};

/** The keys with values; TypeScript refuses one of MessageParamsByKey missing here. */
const WITH_PARAMS: Record<keyof MessageParamsByKey, Say> = {
  'attraction.soldOut': (p) =>
    t(
      'serverError.ticketsSoldOutOf',
      '{activity}: sold out (no {ticket, select, adult {adult } child {child } infant {infant } other {}}tickets left).',
      { activity: text(p, 'activity'), ticket: text(p, 'ticket') },
    ),
  'attraction.fewTicketsLeft': (p, f) =>
    t(
      'serverError.fewTicketsLeftOf',
      '{activity}: only {left} {ticket, select, adult {adult } child {child } infant {infant } other {}}tickets left.',
      { activity: text(p, 'activity'), ticket: text(p, 'ticket'), left: f.count(count(p, 'left')) },
    ),
  'attraction.slotFull': (p, f) =>
    t('serverError.slotFull', 'Only {left} places left in the {slot} slot.', {
      left: f.count(count(p, 'left')),
      slot: text(p, 'slot'),
    }),
  'wallet.creditLimitBelowUsed': (p, f) =>
    t(
      'serverError.creditLimitBelowUsed',
      'The credit limit cannot be lower than the credit the sub-agent has already used ({used})',
      { used: amount(p, 'used', f) },
    ),
  'wallet.minimumCardDeposit': (p, f) =>
    t('serverError.minimumCardDeposit', 'The minimum card deposit is {minimum}', {
      minimum: amount(p, 'minimum', f),
    }),
  'quotation.priceChanged': (p, f) =>
    t(
      'serverError.quotationPriceChanged',
      'The price has changed: {was} is now {now} for the party. Check the new price and confirm again.',
      { was: amount(p, 'was', f), now: amount(p, 'now', f) },
    ),
  'booking.deadlinePassed': (p, f) =>
    t(
      'serverError.deadlinePassed',
      '{action, select, change {Name and passport changes} other {Cancellation}} {action, select, change {were} other {was}} possible until {deadline}; the deadline has passed',
      { action: text(p, 'action'), deadline: instant(p, 'deadline', f) },
    ),
};

const BY_KEY: Record<MessageKey, Say> = {
  ...WITH_PARAMS,
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
  'upload.tooLarge': () => t('serverError.fileTooLarge', 'The file is larger than 5 MB'),
  'upload.type': () => t('serverError.fileType', 'This type of file is not accepted'),
  'upload.empty': () => t('serverError.fileEmpty', 'The file is empty'),
};

const plain = (key: PlainMessageKey): string => BY_KEY[key]({}, formatsFor(currentLanguage()));

function byCode(code: string | undefined): string | undefined {
  switch (code) {
    case 'PRICE_CHANGED':
      return plain('booking.priceChanged');
    case 'INSUFFICIENT_FUNDS':
      return plain('wallet.insufficientFunds');
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
  if (isKey(data.messageKey)) {
    try {
      return BY_KEY[data.messageKey](data.messageParams ?? {}, formatsFor(currentLanguage()));
    } catch (err) {
      if (!(err instanceof MissingParam)) throw err;
    }
  }
  return byCode(data.code) ?? sent;
}

/** The fallback when an answer says nothing, in the reader's language (English verbatim). */
export const somethingWentWrong = () => t('serverError.internal', 'Something went wrong, please try again');
