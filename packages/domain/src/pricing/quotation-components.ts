/**
 * The parts of a quotation that carry their own client and sub-agent markup; the markup rows use
 * product 'quotation' with one of these as `itemId`.
 */
export const QUOTATION_COMPONENTS = ['hotel', 'attraction', 'transfer', 'visa'] as const;
export type QuotationComponent = (typeof QUOTATION_COMPONENTS)[number];

export const QUOTATION_COMPONENT_LABELS: Record<QuotationComponent, string> = {
  hotel: 'Hotel',
  attraction: 'Excursions',
  transfer: 'Transfers',
  visa: 'Visa',
};

/** What one flat unit counts: a hotel markup scales with the nights too, the others only with people. */
export const QUOTATION_FLAT_UNITS: Record<QuotationComponent, 'per person per night' | 'per person'> = {
  hotel: 'per person per night',
  attraction: 'per person',
  transfer: 'per person',
  visa: 'per person',
};

export function isQuotationComponent(value: unknown): value is QuotationComponent {
  return typeof value === 'string' && (QUOTATION_COMPONENTS as readonly string[]).includes(value);
}
