/** The configuration flags of spec section 3, spelt as the spec spells them. */
export const MODULE_FLAGS = [
  'showHotel',
  'showAttraction',
  'showFlight',
  'showVisa',
  'showA2a',
  'showQuotaion',
  'showInsurance',
] as const;
export type ModuleFlag = (typeof MODULE_FLAGS)[number];
export type ModuleConfiguration = Record<ModuleFlag, boolean>;

export type ModuleName = 'hotel' | 'attraction' | 'flight' | 'visa' | 'a2a' | 'quotation' | 'insurance';

export interface ModuleEntry {
  name: ModuleName;
  flag: ModuleFlag;
  /** Entry route of the module (the home tab target). */
  home: string;
  /**
   * The module's order list page - set only once that page is built, so no menu or tab links a page
   * that does not exist yet (issue 17).
   */
  orders?: string;
  /** The module's markups page, likewise set only once it is built. */
  markups?: string;
  label: string;
  /**
   * The module's API: route paths under /api/v1 that start with one of these belong to the module, and
   * the API's module guard answers 403 with `denied` on all of them to an agent without the module
   * (for itself or through its parent). Public routes (catalogues the spec opens to everyone) stay open.
   */
  api: readonly string[];
  /** The 403 message of the module guard. */
  denied: string;
}

/**
 * One declarative registry, in the single redirect order used everywhere (ADR 0003):
 * hotel, attraction, flight, visa, a2a, quotation, insurance.
 */
export const MODULES: readonly ModuleEntry[] = [
  {
    name: 'hotel',
    flag: 'showHotel',
    home: '/',
    orders: '/hotel/order',
    markups: '/markup/hotel',
    label: 'Hotel',
    api: ['/b2b/hotels/', '/b2b/markups/hotels'],
    denied: 'Hotels are not enabled for your account',
  },
  {
    name: 'attraction',
    flag: 'showAttraction',
    home: '/attraction',
    orders: '/attraction/order',
    markups: '/markup/attraction',
    label: 'Attractions',
    api: [
      '/b2b/attractions/',
      '/b2b/markups/attractions',
      '/b2b/resellers/client/markup/upsert',
      '/b2b/resellers/subagent/markup/upsert',
    ],
    denied: 'Attractions are not enabled for your account',
  },
  {
    name: 'flight',
    flag: 'showFlight',
    home: '/flight',
    orders: '/flight/order',
    label: 'Flight',
    api: ['/b2b/flight/'],
    denied: 'Flights are not enabled for your account',
  },
  {
    name: 'visa',
    flag: 'showVisa',
    home: '/visa',
    orders: '/visa/order',
    markups: '/markup/visa',
    label: 'Visa',
    api: ['/b2b/visa/', '/b2b/markups/visas', '/b2b/client/visa/markup/', '/b2b/subagent/visa/markup/'],
    denied: 'Visas are not enabled for your account',
  },
  {
    name: 'a2a',
    flag: 'showA2a',
    home: '/a2a',
    orders: '/a2a/order',
    label: 'A2A',
    api: ['/b2b/a2a/'],
    denied: 'A2A is not enabled for your account',
  },
  {
    name: 'quotation',
    flag: 'showQuotaion',
    home: '/quotation',
    markups: '/markup/quotation',
    label: 'Insta Quote',
    api: ['/quotations/', '/b2b/quotation/markup/', '/b2b/payment-links/quotation'],
    denied: 'Quotations are not enabled for your account',
  },
  {
    name: 'insurance',
    flag: 'showInsurance',
    home: '/insurance',
    orders: '/insurance/order',
    label: 'Travel Insurance',
    api: ['/b2b/insurance/'],
    denied: 'Travel insurance is not enabled for your account',
  },
];

/**
 * The module an API route belongs to (its path under /api/v1, as registered: `/b2b/hotels/orders/:id`),
 * or null for the routes every agent has (wallet, profile, sub-agents, company).
 */
export function moduleForApiPath(path: string): ModuleName | null {
  return MODULES.find((m) => m.api.some((prefix) => path.startsWith(prefix)))?.name ?? null;
}

/** The modules an agent may use: its own flags, narrowed by its parent's when it is a sub-agent. */
export function openModules(own: PartialConfiguration, parent?: PartialConfiguration): ModuleName[] {
  return MODULES.filter(
    (m) => isEnabled(own, m.flag) && (parent === undefined || isEnabled(parent, m.flag)),
  ).map((m) => m.name);
}

export type PartialConfiguration = Partial<Record<ModuleFlag, boolean | null>> | null | undefined;

export function isEnabled(config: PartialConfiguration, flag: ModuleFlag): boolean {
  return config?.[flag] === true;
}

/** Spec section 6: missing or null configuration, or all flags off, means entry denied. */
export function isEntryDenied(config: PartialConfiguration): boolean {
  return !config || MODULE_FLAGS.every((flag) => !isEnabled(config, flag));
}

/** Where to send an agent who opened a module whose flag is off; null when nothing is enabled. */
export function firstEnabledModule(config: PartialConfiguration, except?: ModuleName): ModuleEntry | null {
  return MODULES.find((m) => m.name !== except && isEnabled(config, m.flag)) ?? null;
}

export function moduleByName(name: ModuleName): ModuleEntry {
  const entry = MODULES.find((m) => m.name === name);
  if (!entry) throw new Error(`Unknown module ${name}`);
  return entry;
}

/** A module's page of one kind, for the header menus: the agent has the module and the page is built. */
export interface ModuleLink {
  module: ModuleName;
  label: string;
  to: string;
}

function enabledPages(config: PartialConfiguration, kind: 'orders' | 'markups'): ModuleLink[] {
  return MODULES.flatMap((m) => {
    const to = m[kind];
    return to && isEnabled(config, m.flag) ? [{ module: m.name, label: m.label, to }] : [];
  });
}

/** The Bookings menu: each enabled module's order list that exists, in registry order. */
export function ordersLinks(config: PartialConfiguration): ModuleLink[] {
  return enabledPages(config, 'orders');
}

/** The Markups menu: each enabled module's markups page that exists, in registry order. */
export function markupsLinks(config: PartialConfiguration): ModuleLink[] {
  return enabledPages(config, 'markups');
}

/**
 * Spec section 2.2 Bookings tab: the first enabled of hotel, attraction, visa, a2a orders; if none,
 * /flight/order. Only order pages that exist count: a module without one is skipped, and null means
 * there is no order page to link at all (no Bookings tab rather than a link to a missing page).
 */
export function bookingsTarget(config: PartialConfiguration): string | null {
  const orderModules: ModuleName[] = ['hotel', 'attraction', 'visa', 'a2a'];
  const entry = orderModules.map(moduleByName).find((m) => m.orders && isEnabled(config, m.flag));
  return entry?.orders ?? moduleByName('flight').orders ?? null;
}

/** Spec section 2.2: paths on which the Home tab is highlighted (a transfer path is recognised too). */
export const HOME_TAB_PATHS: readonly string[] = [
  '/',
  '/attraction',
  '/visa',
  '/a2a',
  '/flight',
  '/flight/order/results',
  '/insurance',
  '/transfer',
];

export function isHomeTabActive(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return HOME_TAB_PATHS.includes(path);
}

/** Footer module keys of spec section 2.1: hotels, quotations, attractions, visas, a2as, general. */
export type ChatModule = 'hotels' | 'quotations' | 'attractions' | 'visas' | 'a2as' | 'general';

/** Chat link from a module phone number: plus signs and spaces removed (spec section 2.1). */
export function chatNumber(phoneNumber: string | null | undefined): string {
  return (phoneNumber ?? '').replace(/[+\s]/g, '');
}

/**
 * Path prefixes of each module's routes (spec section 2.1 groups A-F). A module's markups page
 * (/markup/visa, /markup/hotel ...) follows that module's flag like its other pages.
 */
const MODULE_PATHS: readonly [ModuleName, RegExp][] = [
  ['hotel', /^\/(hotel|markup\/hotel)(\/|$)/],
  ['quotation', /^\/(quotation|markup\/quotation)(\/|$)/],
  ['attraction', /^\/(attraction|attractions|markup\/attraction)(\/|$)|^\/payment\/approval$/],
  ['visa', /^\/(visa|markup\/visa)(\/|$)/],
  ['a2a', /^\/a2a(\/|$)/],
  ['flight', /^\/(flight|b2b\/flight)(\/|$)/],
  ['insurance', /^\/insurance(\/|$)/],
];

/**
 * The module a path belongs to, so the gate can apply the module's flag to any of its paths -
 * including paths whose page has not matched a route (the catch-all).
 */
export function moduleForPath(pathname: string): ModuleName | null {
  if (pathname === '/') return 'hotel';
  return MODULE_PATHS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}
