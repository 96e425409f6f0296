import type { QuotationComponent, StarCategory } from '@portal/domain';
import type { Translate } from '../../../lib/i18n';
import { starLabel } from '../../hotels/lib/labels';

/**
 * The markup pages' data-driven labels in the reader's language (packages/domain keeps the English:
 * `QUOTATION_COMPONENT_LABELS`, `QUOTATION_FLAT_UNITS`; t() says them verbatim in English, labels.test.ts
 * holds them equal): one t call per value, as the extractor needs.
 */
export function componentLabel(t: Translate, component: QuotationComponent): string {
  if (component === 'hotel') return t('markups.component.hotel', 'Hotel');
  if (component === 'attraction') return t('markups.component.attraction', 'Excursions');
  if (component === 'transfer') return t('markups.component.transfer', 'Transfers');
  return t('markups.component.visa', 'Visa');
}

export function flatUnitLabel(t: Translate, unit: 'per person per night' | 'per person'): string {
  return unit === 'per person per night'
    ? t('markups.unit.perPersonPerNight', 'per person per night')
    : t('markups.unit.perPerson', 'per person');
}

/** A star category as the markup page's section names it ("5 stars", "Apartments", the API's English). */
export function starCategoryLabel(t: Translate, category: StarCategory): string {
  if (category === 'apartment') return t('markups.star.apartments', 'Apartments');
  if (category === 'hostel') return t('markups.star.hostels', 'Hostels');
  return starLabel(t, category);
}
