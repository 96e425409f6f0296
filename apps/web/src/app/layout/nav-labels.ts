import type { Translate } from '../../lib/i18n';
import type { HeaderTab } from './header-tabs.logic';

export { moduleLabel } from '../../lib/module-labels';

/** The header's tab names in the reader's language (the English ones are spec section 2.2's). */
export function tabLabel(t: Translate, tab: Pick<HeaderTab, 'key' | 'label'>): string {
  switch (tab.key) {
    case 'home':
      return t('nav.home', 'Home');
    case 'quote':
      return t('nav.quote', 'Insta Quote');
    case 'bookings':
      return t('nav.bookings', 'Bookings');
    case 'markups':
      return t('nav.markups', 'Markups');
    case 'agents':
      return t('nav.agents', 'Agents');
    case 'settings':
      return t('nav.settings', 'Settings');
  }
}
