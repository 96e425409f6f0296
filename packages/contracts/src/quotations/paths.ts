/**
 * Quotation routes under /api/v1. Spec section 7 fixes the two lists exactly (`/quotations/all` for
 * the agent, `/admin/quotations/all` with an agent filter); the rest follow original-api-notes
 * section 14 (without the original's `inital` typo).
 */
export const QUOTATION_PATHS = {
  /** Airports with terminals, hotel cities, transfer vehicles, excursions, visa types (bearer). */
  initial: '/quotations/initial/all',
  /** Hotels of a city (or matching a text) with their room types, for a stay option. */
  hotels: '/quotations/hotels/search',
  /** Prices a draft without saving it (the form's running total). */
  preview: '/quotations/preview',
  create: '/quotations/create',
  /** Every edit is a new amendment (version) of the quotation. */
  update: (quotationNumber: string) => `/quotations/update/${quotationNumber}`,
  list: '/quotations/all',
  adminList: '/admin/quotations/all',
  amendments: (quotationNumber: string) => `/quotations/amendments/${quotationNumber}`,
  amendment: (id: string) => `/quotations/amendment/${id}`,
  pdf: (id: string) => `/quotations/amendment/${id}/pdf`,
  confirm: (id: string) => `/quotations/amendment/confirm/${id}`,
} as const;

/** Web pages of spec section 2.1 group B. */
export const QUOTATION_PAGES = {
  create: '/quotation',
  list: '/quotation/list',
  /** Query `amendment` names the version shown. */
  view: (amendmentId: string) => `/quotation/view?amendment=${amendmentId}`,
  email: (amendmentId: string) => `/quotation/email?amendment=${amendmentId}`,
  edit: (amendmentId: string) => `/quotation/list/edit/${amendmentId}`,
} as const;
