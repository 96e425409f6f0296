import type { VisaTravellerInput } from '@portal/contracts';
import {
  MAX_VISA_DOCUMENT_BYTES,
  REQUIRED_VISA_DOCUMENTS,
  isLatinName,
  VISA_DOCUMENT_FIELDS,
  type VisaDocumentField,
  type VisaPaxType,
} from '@portal/domain';
import { t } from '../../../lib/i18n';

/** One passenger row as typed (spec section 3): dates as day, month and year text. */
export interface TravellerDraft {
  paxType: VisaPaxType;
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  contactNo: string;
  passportNo: string;
  dateOfBirth: { day: string; month: string; year: string };
  expiryDate: { day: string; month: string; year: string };
  files: Partial<Record<VisaDocumentField, File>>;
}

export const blankTraveller = (paxType: VisaPaxType): TravellerDraft => ({
  paxType,
  title: paxType === 'ADT' ? 'mr' : 'mstr',
  firstName: '',
  lastName: '',
  email: '',
  contactNo: '',
  passportNo: '',
  dateOfBirth: { day: '', month: '', year: '' },
  expiryDate: { day: '', month: '', year: '' },
  files: {},
});

export function travellerInput(d: TravellerDraft): VisaTravellerInput {
  return {
    paxType: d.paxType,
    title: d.title as VisaTravellerInput['title'],
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    contactNo: d.contactNo,
    passportNo: d.passportNo,
    dateOfBirth: d.dateOfBirth,
    expiryDate: d.expiryDate,
  };
}

export const fromPlain = (date: string) => ({
  year: date.slice(0, 4),
  month: String(Number(date.slice(5, 7))),
  day: String(Number(date.slice(8, 10))),
});

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
export const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf';

/**
 * A first check in the browser (the server checks the real type by magic bytes). The problem is a
 * code, kept as such and said by `fileProblemText` where it renders: a language switch after the
 * check applies at once.
 */
export type FileProblem = 'tooLarge' | 'type';

export function fileProblem(file: File): FileProblem | null {
  if (file.size > MAX_VISA_DOCUMENT_BYTES) return 'tooLarge';
  if (file.type && !ACCEPTED.includes(file.type)) return 'type';
  return null;
}

export function fileProblemText(problem: FileProblem): string {
  return problem === 'tooLarge'
    ? t('visaApply.fileLarge', 'The file is larger than 5 MB')
    : t('visaApply.fileType', 'Upload a JPG, PNG, WebP or PDF file');
}

export function documentsForm(files: TravellerDraft['files']): FormData {
  const form = new FormData();
  for (const field of VISA_DOCUMENT_FIELDS) {
    const file = files[field];
    if (file) form.append(field, file, file.name);
  }
  return form;
}

/** "3 days", "48 hours", "5 years", in the reader's language (an unknown unit as the API names it). */
export function period(n: number, unit: string): string {
  switch (unit) {
    case 'hours':
      return t('period.hours', '{n, plural, one {# hour} other {# hours}}', { n });
    case 'days':
      return t('period.days', '{n, plural, one {# day} other {# days}}', { n });
    case 'years':
      return t('period.years', '{n, plural, one {# year} other {# years}}', { n });
    default:
      return `${n} ${n === 1 ? unit.replace(/s$/, '') : unit}`;
  }
}

/** The field names of a traveller row the form shows messages under (passenger fields and documents). */
export const TRAVELLER_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'email',
  'contactNo',
  'passportNo',
  'expiryDate',
  'dateOfBirth',
  ...VISA_DOCUMENT_FIELDS,
] as const;

/** Every field of every row, as the API keys its messages: `travellers.0.firstName`. */
export const travellerFieldKeys = (rows: number): string[] =>
  Array.from({ length: rows }, (_, i) => TRAVELLER_FIELDS.map((f) => `travellers.${i}.${f}`)).flat();

/**
 * The required documents each traveller still lacks (neither chosen nor uploaded), keyed as the
 * form's messages: checked before the application is created, so nothing unpayable is left behind.
 */
export function missingDocuments(
  rows: readonly TravellerDraft[],
  uploaded: (i: number) => Partial<Record<VisaDocumentField, boolean>> = () => ({}),
): Record<string, string> {
  const missing: Record<string, string> = {};
  rows.forEach((row, i) => {
    for (const field of REQUIRED_VISA_DOCUMENTS)
      if (!row.files[field] && !uploaded(i)[field]) missing[`travellers.${i}.${field}`] = attachText(field);
  });
  return missing;
}

/** "Attach the passport first page": a required document's message, in English (the field shows it through formError). */
function attachText(field: VisaDocumentField): string {
  switch (field) {
    case 'passportFistPagePhoto':
      return 'Attach the passport first page';
    case 'passportLastPagePhoto':
      return 'Attach the passport last page';
    case 'passportSizePhoto':
      return 'Attach the passport-size photo';
    case 'supportiveDoc1':
      return 'Attach the supporting document 1';
    case 'supportiveDoc2':
      return 'Attach the supporting document 2';
  }
}

/**
 * Names not in Latin letters, keyed as the form's messages (English; shown through formError, so a
 * language switch after the check applies): the visa authority reads passport names
 * in Latin letters (the API refuses others), so the form says so before anything is created.
 */
export function nonLatinNames(rows: readonly TravellerDraft[]): Record<string, string> {
  const problems: Record<string, string> = {};
  rows.forEach((row, i) => {
    if (row.firstName.trim() && !isLatinName(row.firstName))
      problems[`travellers.${i}.firstName`] = 'Enter the first name in Latin letters (A-Z)';
    if (row.lastName.trim() && !isLatinName(row.lastName))
      problems[`travellers.${i}.lastName`] = 'Enter the last name in Latin letters (A-Z)';
  });
  return problems;
}

/** The messages of one row (`travellers.N.` taken off the keys). */
export function rowErrors(errors: Record<string, string>, i: number): Record<string, string> {
  const prefix = `travellers.${i}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );
}
