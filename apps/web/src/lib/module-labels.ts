import type { ModuleName } from '@portal/domain';
import type { Translate } from './i18n';

/** A module's name in the menus and the home tabs (packages/domain's module registry holds the English). */
export function moduleLabel(t: Translate, module: ModuleName, english: string): string {
  switch (module) {
    case 'hotel':
      return t('module.hotel', 'Hotel');
    case 'attraction':
      return t('module.attraction', 'Attractions');
    case 'flight':
      return t('module.flight', 'Flight');
    case 'visa':
      return t('module.visa', 'Visa');
    case 'a2a':
      return t('module.a2a', 'A2A');
    case 'quotation':
      return t('module.quotation', 'Insta Quote');
    case 'insurance':
      return t('module.insurance', 'Travel Insurance');
    default:
      return english;
  }
}
