/** UAE visa rules shared by the API and the web app (issue 12). */

export const VISA_PAX_TYPES = ['ADT', 'CHD'] as const;
export type VisaPaxType = (typeof VISA_PAX_TYPES)[number];

export const VISA_TITLES = ['mr', 'ms', 'mrs', 'mstr'] as const;
export type VisaTitle = (typeof VISA_TITLES)[number];

export const VISA_ENTRY_TYPES = ['single', 'multiple'] as const;
export type VisaEntryType = (typeof VISA_ENTRY_TYPES)[number];

/**
 * The document fields of one traveller, spelt as the spec spells them on the wire
 * (`passportFistPagePhoto` keeps its typo). The first three are required.
 */
export const VISA_DOCUMENT_FIELDS = [
  'passportFistPagePhoto',
  'passportLastPagePhoto',
  'passportSizePhoto',
  'supportiveDoc1',
  'supportiveDoc2',
] as const;
export type VisaDocumentField = (typeof VISA_DOCUMENT_FIELDS)[number];
export const REQUIRED_VISA_DOCUMENTS: readonly VisaDocumentField[] = [
  'passportFistPagePhoto',
  'passportLastPagePhoto',
  'passportSizePhoto',
];
export const VISA_DOCUMENT_LABELS: Record<VisaDocumentField, string> = {
  passportFistPagePhoto: 'Passport first page',
  passportLastPagePhoto: 'Passport last page',
  passportSizePhoto: 'Passport-size photo',
  supportiveDoc1: 'Supporting document 1',
  supportiveDoc2: 'Supporting document 2',
};
/** Largest document accepted, per file. */
export const MAX_VISA_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** What the traveller rules need to know of a visa type. */
export interface VisaTypeRules {
  /** Children are travellers aged childAgeFrom..childAgeTo (whole years) on the travel date. */
  childAgeFrom: number;
  childAgeTo: number;
}

/** The passport must be valid this many months past the travel date. */
export const PASSPORT_VALID_MONTHS = 6;
export const MAX_VISA_TRAVELLERS = 10;
export const DEFAULT_VISA_ADULTS = 1;
