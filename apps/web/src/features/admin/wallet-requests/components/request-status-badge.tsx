import { StatusPill, type PillTone } from '../../components/status-pill';

const LABELS = {
  pending: 'Awaiting staff',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  failed: 'Failed',
} as const;

const TONES: Record<keyof typeof LABELS, PillTone> = {
  pending: 'waiting',
  confirmed: 'good',
  cancelled: 'closed',
  failed: 'bad',
};

/** The status of a deposit or withdrawal request. */
export function RequestStatusBadge({ status }: { status: keyof typeof LABELS }) {
  return <StatusPill tone={TONES[status]} label={LABELS[status]} testId="request-status" />;
}
