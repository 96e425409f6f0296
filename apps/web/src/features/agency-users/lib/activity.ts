/** The activity page's kinds: the first word of an activity row's kind (the API filters by prefix). */
export const ACTIVITY_KINDS = [
  { value: 'booking', label: 'Bookings' },
  { value: 'markup', label: 'Markups' },
  { value: 'deposit', label: 'Deposits' },
  { value: 'withdrawal', label: 'Withdrawals' },
  { value: 'transfer', label: 'Transfers to sub-agents' },
  { value: 'quotation', label: 'Quotations' },
  { value: 'user', label: 'Users' },
  { value: 'agency', label: 'Agency settings' },
] as const;

const WORDS: Record<string, string> = {
  booking: 'Booking',
  markup: 'Markup',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  transfer: 'Transfer',
  quotation: 'Quotation',
  user: 'User',
  agency: 'Agency',
};

/** "booking.pending_payment" -> "Booking: pending payment". */
export function kindText(kind: string): string {
  const [head = '', ...rest] = kind.split('.');
  const what = rest.join(' ').replaceAll(/[_-]/g, ' ');
  const word = WORDS[head] ?? head.charAt(0).toUpperCase() + head.slice(1);
  return what ? `${word}: ${what}` : word;
}

/** The sheet's address with the page's filters (empty ones left out). */
export function activitySheetPath(path: string, filters: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ''));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
