import { bookingsTarget, isEnabled, isHomeTabActive, type PartialConfiguration } from '@portal/domain';

export interface HeaderTab {
  key: 'home' | 'quote' | 'bookings' | 'agents';
  label: string;
  to: string;
  active: boolean;
}

const BOOKINGS_PATHS = ['/hotel/order', '/attraction/order', '/visa/order', '/a2a/order', '/insurance/order'];

function under(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

function isBookingsActive(pathname: string): boolean {
  if (BOOKINGS_PATHS.some((p) => under(pathname, p))) return true;
  // /flight/order/results is the flight search (Home tab), not a bookings list.
  return under(pathname, '/flight/order') && !under(pathname, '/flight/order/results');
}

/** Spec section 2.2: which header tabs an agent sees, where they go and which one is highlighted. */
export function headerTabs(
  agent: { role: string; configuration: PartialConfiguration },
  pathname: string,
): HeaderTab[] {
  const tabs: HeaderTab[] = [{ key: 'home', label: 'Home', to: '/', active: isHomeTabActive(pathname) }];
  if (isEnabled(agent.configuration, 'showQuotaion')) {
    tabs.push({
      key: 'quote',
      label: 'Insta Quote',
      to: '/quotation',
      active: under(pathname, '/quotation'),
    });
  }
  tabs.push({
    key: 'bookings',
    label: 'Bookings',
    to: bookingsTarget(agent.configuration),
    active: isBookingsActive(pathname),
  });
  if (agent.role === 'reseller') {
    tabs.push({
      key: 'agents',
      label: 'Agents',
      to: '/resellers',
      active: under(pathname, '/resellers') || under(pathname, '/reseller'),
    });
  }
  return tabs;
}
