/**
 * Per-traveller status (issue 12): `initiated` until the application is paid, then submitted ->
 * in_process -> approved | rejected. A rejected traveller can be reapplied (back to submitted).
 */
export const VISA_TRAVELLER_STATUSES = [
  'initiated',
  'submitted',
  'in_process',
  'approved',
  'rejected',
  /** The agent cancelled the paid application before the company started on it (refunded). */
  'cancelled',
] as const;
export type VisaTravellerStatus = (typeof VISA_TRAVELLER_STATUSES)[number];

export const VISA_STATUS_LABELS: Record<VisaTravellerStatus, string> = {
  initiated: 'Awaiting payment',
  submitted: 'Submitted',
  in_process: 'In process',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** Moves the company makes (admin); reapply is the agent's own move. */
const COMPANY_MOVES: Record<VisaTravellerStatus, readonly VisaTravellerStatus[]> = {
  initiated: [],
  submitted: ['in_process', 'approved', 'rejected'],
  in_process: ['approved', 'rejected'],
  approved: [],
  rejected: [],
  cancelled: [],
};

export function canMoveVisaTraveller(from: VisaTravellerStatus, to: VisaTravellerStatus): boolean {
  return COMPANY_MOVES[from].includes(to);
}

/** Why a company move is refused, or null. */
export function visaMoveProblem(from: VisaTravellerStatus, to: VisaTravellerStatus): string | null {
  if (canMoveVisaTraveller(from, to)) return null;
  if (from === 'initiated') return 'The application is not paid yet';
  if (from === to) return `The traveller is already ${VISA_STATUS_LABELS[to].toLowerCase()}`;
  return `A traveller cannot go from ${VISA_STATUS_LABELS[from].toLowerCase()} to ${VISA_STATUS_LABELS[to].toLowerCase()}`;
}

export function visaReapplyProblem(status: VisaTravellerStatus): string | null {
  if (status === 'rejected') return null;
  return `Only a rejected traveller can be reapplied (this one is ${VISA_STATUS_LABELS[status].toLowerCase()})`;
}

/** The application's own status, derived from its travellers. */
export function visaApplicationStatusOf(statuses: readonly VisaTravellerStatus[]): VisaTravellerStatus {
  if (statuses.length === 0 || statuses.includes('initiated')) return 'initiated';
  if (statuses.every((s) => s === 'cancelled')) return 'cancelled';
  if (statuses.every((s) => s === 'approved')) return 'approved';
  if (statuses.every((s) => s === 'rejected')) return 'rejected';
  if (statuses.some((s) => s === 'in_process' || s === 'approved' || s === 'rejected')) return 'in_process';
  return 'submitted';
}
