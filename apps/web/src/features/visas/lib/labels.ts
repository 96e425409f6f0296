import {
  VISA_TRAVELLER_STATUSES,
  visaApplicationStatusOf,
  type VisaDocumentField,
  type VisaTitle,
  type VisaTravellerStatus,
} from '@portal/domain';
import { currentLanguage, t } from '../../../lib/i18n';

/**
 * The visa words the domain keeps in English (VISA_STATUS_LABELS, VISA_DOCUMENT_LABELS, titles), in the
 * reader's language: one `t` per value so the catalogue test sees each.
 */
export function visaStatusLabel(status: VisaTravellerStatus): string {
  switch (status) {
    case 'initiated':
      return t('visaStatus.initiated', 'Awaiting payment');
    case 'submitted':
      return t('visaStatus.submitted', 'Submitted');
    case 'in_process':
      return t('visaStatus.inProcess', 'In process');
    case 'approved':
      return t('visaStatus.approved', 'Approved');
    case 'rejected':
      return t('visaStatus.rejected', 'Rejected');
    case 'cancelled':
      return t('visaStatus.cancelled', 'Cancelled');
  }
}

export function visaDocumentLabel(field: VisaDocumentField): string {
  switch (field) {
    case 'passportFistPagePhoto':
      return t('visaDocument.first', 'Passport first page');
    case 'passportLastPagePhoto':
      return t('visaDocument.last', 'Passport last page');
    case 'passportSizePhoto':
      return t('visaDocument.photo', 'Passport-size photo');
    case 'supportiveDoc1':
      return t('visaDocument.support1', 'Supporting document 1');
    case 'supportiveDoc2':
      return t('visaDocument.support2', 'Supporting document 2');
  }
}

export function visaTitleLabel(title: VisaTitle): string {
  switch (title) {
    case 'mr':
      return t('guests.mr', 'Mr');
    case 'ms':
      return t('guests.ms', 'Ms');
    case 'mrs':
      return t('guests.mrs', 'Mrs');
    case 'mstr':
      return t('visaTitle.mstr', 'Mstr');
  }
}

/** "Adult 2", "Child 1": a traveller row's name on the form. */
export const paxLabel = (paxType: 'ADT' | 'CHD', n: number) =>
  paxType === 'ADT' ? t('visaApply.adultN', 'Adult {n}', { n }) : t('visaApply.childN', 'Child {n}', { n });

/**
 * An application's outcome ("1 approved, 1 rejected - reapply"): the server's English words in English,
 * the same summary from the travellers' statuses in another language.
 */
export function visaOutcomeLabel(english: string, statuses: readonly VisaTravellerStatus[]): string {
  if (currentLanguage() === 'en') return english;
  const kinds = VISA_TRAVELLER_STATUSES.filter((s) => statuses.includes(s));
  const text =
    kinds.length <= 1
      ? visaStatusLabel(visaApplicationStatusOf(statuses))
      : kinds
          .map((k) =>
            t('visaOutcome.count', '{count} {status}', {
              count: statuses.filter((s) => s === k).length,
              status: visaStatusLabel(k),
            }),
          )
          .join('، ');
  return statuses.includes('rejected') ? t('visaOutcome.reapply', '{text} - reapply', { text }) : text;
}
