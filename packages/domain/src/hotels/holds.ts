/**
 * Rate holds (Hotels II, recheck): how long a rechecked rate is held for the apply page and how many
 * an agent may hold at once. A contract hold takes rooms off the allotment until it is used or
 * expires, so one agent (or a script with its token) must not pin a hotel's rooms with hundreds of
 * open holds; 20 leaves room for a busy agency with several staff on one account.
 */
export const HOTEL_HOLD_LIMITS = {
  /** Minutes a rechecked rate stays held (the apply page's countdown). */
  holdMinutes: 15,
  /** Live holds (held, not yet expired, used or released) one agent may have at the same time. */
  maxOpenHoldsPerAgent: 20,
} as const;

/**
 * The refusal of one more hold when the agent already has `openHolds` live ones, or null when
 * another is allowed.
 */
export function holdLimitMessage(
  openHolds: number,
  max: number = HOTEL_HOLD_LIMITS.maxOpenHoldsPerAgent,
): string | null {
  if (openHolds < max) return null;
  return (
    `You already hold ${openHolds} room rates (at most ${max} at a time). ` +
    `Book one or wait for a hold to expire (holds last ${HOTEL_HOLD_LIMITS.holdMinutes} minutes), then select the rate again.`
  );
}
