import {
  bookingsTarget,
  isEnabled,
  isHomeTabActive,
  markupsLinks,
  ordersLinks,
  type ModuleLink,
  type PartialConfiguration,
} from '@portal/domain';
import type { AgentRecord } from '@portal/contracts';
import { agentCan } from '../../lib/permissions';
import type { RouteHandle } from '../route-types';
import { featureRoutes } from '../routes';

/** The pages of this build by path, with what the gate asks of them. */
export type PageTable = ReadonlyMap<string, RouteHandle>;
const REGISTERED: PageTable = new Map(featureRoutes.map((r) => [r.path, r.handle]));

interface TabBase {
  key: 'home' | 'quote' | 'bookings' | 'markups' | 'agents' | 'settings';
  label: string;
  active: boolean;
}
export interface LinkTab extends TabBase {
  kind: 'link';
  to: string;
}
export interface MenuTab extends TabBase {
  kind: 'menu';
  items: ModuleLink[];
}
export type HeaderTab = LinkTab | MenuTab;

const BOOKINGS_PATHS = ['/hotel/order', '/attraction/order', '/visa/order', '/a2a/order', '/insurance/order'];

function under(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

function isBookingsActive(pathname: string): boolean {
  if (BOOKINGS_PATHS.some((p) => under(pathname, p))) return true;
  // /flight/order/results is the flight search (Home tab), not a bookings list.
  if (under(pathname, '/b2b/flight/order')) return true;
  return under(pathname, '/flight/order') && !under(pathname, '/flight/order/results');
}

/**
 * The Bookings menu's entries, the spec's Bookings tab target first (spec section 2.2: first enabled of
 * hotel, attraction, visa, a2a orders), then the other modules' order lists in registry order.
 */
function bookingsItems(configuration: PartialConfiguration, canOpen: (to: string) => boolean): ModuleLink[] {
  const target = bookingsTarget(configuration);
  const links = ordersLinks(configuration).filter((l) => canOpen(l.to));
  const first = links.find((l) => l.to === target);
  return first ? [first, ...links.filter((l) => l !== first)] : links;
}

/**
 * Spec section 2.2 and issue 17: what the header's main navigation holds, where each entry goes and
 * which one is highlighted. Every page an agent may open is reachable from here: Bookings and Markups
 * list each enabled module's built page; Wallet is the header's wallet link next to the cart.
 */
export function headerTabs(
  agent: { role: string; configuration: PartialConfiguration; user?: AgentRecord['user'] },
  pathname: string,
  pages: PageTable = REGISTERED,
): HeaderTab[] {
  // A menu entry needs its page in this build and open to the agent's role (e.g. /markup/hotel is for
  // resellers only), on top of the registry's module flags.
  const canOpen = (to: string) => {
    const handle = pages.get(to);
    return handle !== undefined && (!handle.resellerOnly || agent.role === 'reseller');
  };
  const tabs: HeaderTab[] = [
    { kind: 'link', key: 'home', label: 'Home', to: '/', active: isHomeTabActive(pathname) },
  ];
  // And to the signed-in user's role (issue 32): what the API would refuse is not offered.
  const may = (permission: Parameters<typeof agentCan>[1]) => agentCan(agent, permission);
  if (isEnabled(agent.configuration, 'showQuotaion') && may('quotations.manage')) {
    tabs.push({
      kind: 'link',
      key: 'quote',
      label: 'Insta Quote',
      to: '/quotation',
      active: under(pathname, '/quotation'),
    });
  }
  const bookings = may('bookings.read') ? bookingsItems(agent.configuration, canOpen) : [];
  if (bookings.length > 0) {
    tabs.push({
      kind: 'menu',
      key: 'bookings',
      label: 'Bookings',
      items: bookings,
      active: isBookingsActive(pathname),
    });
  }
  const markups = may('markups.manage') ? markupsLinks(agent.configuration).filter((l) => canOpen(l.to)) : [];
  if (markups.length > 0) {
    tabs.push({
      kind: 'menu',
      key: 'markups',
      label: 'Markups',
      items: markups,
      active: under(pathname, '/markup'),
    });
  }
  if (agent.role === 'reseller' && may('sub-agents.manage')) {
    tabs.push({
      kind: 'link',
      key: 'agents',
      label: 'Agents',
      to: '/resellers',
      active: under(pathname, '/resellers') || under(pathname, '/reseller'),
    });
  }
  tabs.push({
    kind: 'link',
    key: 'settings',
    label: 'Settings',
    to: '/settings',
    active: under(pathname, '/settings'),
  });
  return tabs;
}
