/** Visa routes under /api/v1. Spec section 7 fixes the public ones and the markup deletes exactly. */
export const VISA_PATHS = {
  /** Public: the visas (destinations) on sale, `[{_id, country: {countryName}}]`. */
  all: '/visa/all',
  /** Public: `[{_id, nationality}]`. */
  nationalities: '/b2b/visa/all/nationality',
  /** The visa types sold to a nationality, priced for the caller. */
  types: (visaId: string, nationalityId: string) => `/b2b/visa/type/${visaId}/all/${nationalityId}`,
  create: '/b2b/visa/application/create',
  list: '/b2b/visa/application/list/all',
  sheet: '/b2b/visa/application/list/download/summary/all',
  single: (id: string) => `/b2b/visa/application/list/${id}`,
  documents: (id: string, travellerId: string) =>
    `/b2b/visa/application/${id}/travellers/${travellerId}/documents`,
  document: (id: string, travellerId: string, field: string) =>
    `/b2b/visa/application/${id}/travellers/${travellerId}/documents/${field}`,
  visaPdf: (id: string, travellerId: string) => `/b2b/visa/application/${id}/travellers/${travellerId}/visa`,
  reapply: (id: string, travellerId: string) => `/b2b/visa/application/${id}/reapply/${travellerId}`,
  pay: (id: string) => `/b2b/visa/application/payment/${id}`,
  invoice: (id: string) => `/b2b/visa/application/invoice/${id}`,
  markups: '/b2b/markups/visas',
  clientMarkupUpsert: '/b2b/client/visa/markup/upsert',
  subAgentMarkupUpsert: '/b2b/subagent/visa/markup/upsert',
  clientMarkupDelete: (id: string) => `/b2b/client/visa/markup/delete/${id}`,
  subAgentMarkupDelete: (id: string) => `/b2b/subagent/visa/markup/delete/${id}`,
  adminList: '/admin/visa/applications',
  adminStatus: (id: string, travellerId: string) =>
    `/admin/visa/applications/${id}/travellers/${travellerId}/status`,
  adminVisa: (id: string, travellerId: string) =>
    `/admin/visa/applications/${id}/travellers/${travellerId}/visa`,
} as const;

/** Web pages of spec section 2.1 group D. */
export const VISA_PAGES = {
  search: '/visa',
  types: (visaId: string, nationalityId: string) => `/visa/${visaId}?nationality=${nationalityId}`,
  apply: (visaId: string) => `/visa/${visaId}/apply`,
  orders: '/visa/order',
  details: (id: string) => `/visa/order/${id}/details`,
  passenger: (id: string, travellerId: string) => `/visa/order/${id}/details/${travellerId}`,
  invoice: (id: string) => `/visa/apply/invoice/${id}`,
  markups: '/markup/visa',
} as const;
