/**
 * Failures on demand, the one documented mechanism of the sandbox bedbank: the guests' nationality
 * of the search. The five codes below are real ISO 3166 codes of uninhabited territories, so no real
 * guest carries them, yet every layer (contracts, validation, the web's nationality list) accepts
 * them. The nationality travels inside the bedbank's rate key and its booking, so the scenario
 * follows a rate through recheck, booking and cancellation on any node.
 *
 * | nationality | scenario      | what happens                                                          |
 * | ----------- | ------------- | --------------------------------------------------------------------- |
 * | AQ          | price-change  | recheck answers the rate 7 % dearer (new rate key)                    |
 * | BV          | sold-out      | recheck answers sold out                                              |
 * | HM          | book-fail     | booking is refused (no room confirmed, nothing stored)                |
 * | TF          | book-timeout  | the booking is made but the answer never comes in time (get finds it) |
 * | GS          | cancel-fee    | cancelling costs at least the first night, whatever the policy says   |
 *
 * Searches themselves never fail, so the scenario rates show up like any other.
 */
export const BEDBANK_SCENARIOS = {
  AQ: 'price-change',
  BV: 'sold-out',
  HM: 'book-fail',
  TF: 'book-timeout',
  GS: 'cancel-fee',
} as const;

export type BedbankScenario = (typeof BEDBANK_SCENARIOS)[keyof typeof BEDBANK_SCENARIOS];

export function scenarioOf(nationality: string): BedbankScenario | null {
  return (BEDBANK_SCENARIOS as Record<string, BedbankScenario>)[nationality] ?? null;
}

/** The nationality that triggers a scenario (tests and docs). */
export function nationalityFor(scenario: BedbankScenario): string {
  const found = Object.entries(BEDBANK_SCENARIOS).find(([, s]) => s === scenario);
  if (!found) throw new Error(`unknown scenario ${scenario}`);
  return found[0];
}

/** How much dearer a rate is at recheck under `price-change`. */
export const PRICE_CHANGE_PERCENT = 7;
