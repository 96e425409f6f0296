/** Cancellation and name-change deadlines of a ticket: hours before the onward departure. */

export interface A2aDeadlineInput {
  departureAt: Date;
  /** Hours before departure after which a passenger can no longer be cancelled or changed. */
  deadlineHours: number;
}

export function changeDeadline(input: A2aDeadlineInput): Date {
  return new Date(input.departureAt.getTime() - Math.max(0, input.deadlineHours) * 3_600_000);
}

export function beforeDeadline(now: Date, input: A2aDeadlineInput): boolean {
  return now.getTime() < changeDeadline(input).getTime();
}

export function deadlinePassedText(deadline: Date, what: 'cancel' | 'change'): string {
  const when = deadline.toISOString().replace('T', ' ').slice(0, 16);
  return what === 'cancel'
    ? `Cancellation was possible until ${when} UTC; the deadline has passed`
    : `Name and passport changes were possible until ${when} UTC; the deadline has passed`;
}

/** "HH:MM" (24h) and flight duration texts of a ticket, e.g. 4h 05m. */
export function durationText(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
}
