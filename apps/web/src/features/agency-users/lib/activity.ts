import { t } from '../../../lib/i18n';

/** The activity page's kinds: the first word of an activity row's kind (the API filters by prefix). */
export const activityKinds = () => [
  { value: 'booking', label: t('activity.bookings', 'Bookings') },
  { value: 'markup', label: t('activity.markups', 'Markups') },
  { value: 'deposit', label: t('activity.deposits', 'Deposits') },
  { value: 'withdrawal', label: t('activity.withdrawals', 'Withdrawals') },
  { value: 'transfer', label: t('activity.transfers', 'Transfers to sub-agents') },
  { value: 'quotation', label: t('activity.quotations', 'Quotations') },
  { value: 'user', label: t('activity.users', 'Users') },
  { value: 'agency', label: t('activity.agency', 'Agency settings') },
];

/** The first word of a kind in the reader's language. */
function headWord(head: string): string {
  switch (head) {
    case 'booking':
      return t('activity.booking', 'Booking');
    case 'markup':
      return t('activity.markup', 'Markup');
    case 'deposit':
      return t('activity.deposit', 'Deposit');
    case 'withdrawal':
      return t('activity.withdrawal', 'Withdrawal');
    case 'transfer':
      return t('activity.transfer', 'Transfer');
    case 'quotation':
      return t('activity.quotation', 'Quotation');
    case 'user':
      return t('activity.user', 'User');
    case 'agency':
      return t('activity.agencyWord', 'Agency');
    default:
      return head.charAt(0).toUpperCase() + head.slice(1);
  }
}

/** The account events' own words the reader's language knows (apps/api's user and agency events). */
function tailWord(kind: string, recorded: string): string {
  switch (kind) {
    case 'user.language':
      return t('activity.tail.language', 'language');
    case 'user.invite':
      return t('activity.tail.invite', 'invite');
    case 'agency.settings':
      return t('activity.tail.settings', 'settings');
    default:
      return recorded;
  }
}

/** "booking.pending_payment" -> "Booking: pending payment" (other events' own words stay as recorded). */
export function kindText(kind: string): string {
  const [head = '', ...rest] = kind.split('.');
  const what = tailWord(kind, rest.join(' ').replaceAll(/[_-]/g, ' '));
  const word = headWord(head);
  return what ? `${word}: ${what}` : word;
}

/** The sheet's address with the page's filters (empty ones left out). */
export function activitySheetPath(path: string, filters: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ''));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
