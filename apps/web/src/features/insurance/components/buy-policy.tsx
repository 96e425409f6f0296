import type { InsuranceQuoteAnswer, InsuranceQuoteBody } from '@portal/contracts';

/** Buying is wired to the booking core in the next step; until then the quote is all there is. */
export function BuyPolicy(_props: { quote: InsuranceQuoteAnswer; request: InsuranceQuoteBody }) {
  return null;
}
