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

const DECIDED: readonly VisaTravellerStatus[] = ['approved', 'rejected', 'cancelled'];

/**
 * The application's own status, derived from its travellers. Once the company has decided on every
 * traveller it is `rejected` when one of them was (the agent has to reapply), else `approved`.
 */
export function visaApplicationStatusOf(statuses: readonly VisaTravellerStatus[]): VisaTravellerStatus {
  if (statuses.length === 0 || statuses.includes('initiated')) return 'initiated';
  if (statuses.every((s) => s === 'cancelled')) return 'cancelled';
  if (statuses.every((s) => DECIDED.includes(s)))
    return statuses.includes('rejected') ? 'rejected' : 'approved';
  if (statuses.some((s) => s === 'in_process' || s === 'approved' || s === 'rejected')) return 'in_process';
  return 'submitted';
}

/** Outcome order in the summary: decisions first. */
const SUMMARY_ORDER: readonly VisaTravellerStatus[] = [
  'approved',
  'rejected',
  'in_process',
  'submitted',
  'initiated',
  'cancelled',
];

/**
 * The application's status in words, per traveller when they differ: "Approved" (all alike),
 * "1 approved, 1 rejected - reapply", "1 approved, 1 in process". A rejection asks for a reapply.
 */
export function visaOutcomeOf(statuses: readonly VisaTravellerStatus[]): string {
  const status = visaApplicationStatusOf(statuses);
  const kinds = SUMMARY_ORDER.filter((s) => statuses.includes(s));
  const text =
    kinds.length <= 1
      ? VISA_STATUS_LABELS[status]
      : kinds
          .map((k) => `${statuses.filter((s) => s === k).length} ${VISA_STATUS_LABELS[k].toLowerCase()}`)
          .join(', ');
  return statuses.includes('rejected') ? `${text} - reapply` : text;
}
