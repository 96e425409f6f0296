/**
 * The company's own terms pages agents read (issue 34). The spec quotes no text for them, so the
 * company writes them in the back office; the spec's own pages (privacy policy, the payment provider's
 * terms) stay as the spec words them.
 */
export const COMPANY_TERMS_PAGES = ['booking-terms', 'cancellation-policy'] as const;
export type CompanyTermsPage = (typeof COMPANY_TERMS_PAGES)[number];

export const COMPANY_TERMS_TITLES: Record<CompanyTermsPage, string> = {
  'booking-terms': 'Booking terms',
  'cancellation-policy': 'Cancellation policy',
};
