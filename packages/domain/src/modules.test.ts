import { describe, expect, it } from 'vitest';
import {
  MODULE_FLAGS,
  MODULES,
  markupsLinks,
  moduleForApiPath,
  moduleForPath,
  openModules,
  ordersLinks,
  bookingsTarget,
  chatNumber,
  firstEnabledModule,
  isEntryDenied,
  isHomeTabActive,
  type ModuleConfiguration,
} from './modules.ts';

const allOff = Object.fromEntries(MODULE_FLAGS.map((f) => [f, false])) as ModuleConfiguration;
const only = (...flags: (keyof ModuleConfiguration)[]) => ({
  ...allOff,
  ...Object.fromEntries(flags.map((f) => [f, true])),
});

describe('module registry', () => {
  it('denies entry when configuration is missing, null or all off', () => {
    expect(isEntryDenied(undefined)).toBe(true);
    expect(isEntryDenied(null)).toBe(true);
    expect(isEntryDenied(allOff)).toBe(true);
    expect(isEntryDenied({ showHotel: null })).toBe(true);
    expect(isEntryDenied(only('showInsurance'))).toBe(false);
  });

  it('redirects to the first enabled module in registry order', () => {
    expect(firstEnabledModule(only('showVisa', 'showFlight'))?.home).toBe('/flight');
    expect(firstEnabledModule(only('showHotel', 'showVisa'), 'hotel')?.home).toBe('/visa');
    expect(firstEnabledModule(only('showQuotaion'))?.home).toBe('/quotation');
    expect(firstEnabledModule(allOff)).toBeNull();
  });

  it('picks the Bookings tab target from the first enabled module whose order page exists', () => {
    // Hotel comes first in the spec's order.
    expect(bookingsTarget(only('showHotel', 'showAttraction'))).toBe('/hotel/order');
    expect(bookingsTarget(only('showAttraction'))).toBe('/attraction/order');
    expect(bookingsTarget(only('showA2a', 'showVisa'))).toBe('/visa/order');
    expect(bookingsTarget(only('showVisa'))).toBe('/visa/order');
    // None of hotel, attraction, visa, a2a enabled: /flight/order (spec 2.2).
    expect(bookingsTarget(only('showFlight'))).toBe('/flight/order');
    expect(bookingsTarget(only('showHotel'))).toBe('/hotel/order');
    expect(bookingsTarget(only('showInsurance'))).toBe('/flight/order');
  });

  it('sets orders and markups pages only where they are built', () => {
    const pages = Object.fromEntries(MODULES.map((m) => [m.name, [m.orders ?? null, m.markups ?? null]]));
    expect(pages).toEqual({
      hotel: ['/hotel/order', '/markup/hotel'],
      attraction: ['/attraction/order', '/markup/attraction'],
      flight: ['/flight/order', null],
      visa: ['/visa/order', '/markup/visa'],
      a2a: ['/a2a/order', null],
      quotation: [null, '/markup/quotation'],
      insurance: ['/insurance/order', null],
    });
  });

  it('lists the Bookings and Markups menu entries of enabled modules only, in registry order', () => {
    const all = Object.fromEntries(MODULE_FLAGS.map((f) => [f, true])) as ModuleConfiguration;
    expect(ordersLinks(all)).toEqual([
      { module: 'hotel', label: 'Hotel', to: '/hotel/order' },
      { module: 'attraction', label: 'Attractions', to: '/attraction/order' },
      { module: 'flight', label: 'Flight', to: '/flight/order' },
      { module: 'visa', label: 'Visa', to: '/visa/order' },
      { module: 'a2a', label: 'A2A', to: '/a2a/order' },
      { module: 'insurance', label: 'Travel Insurance', to: '/insurance/order' },
    ]);
    expect(markupsLinks(all).map((l) => l.to)).toEqual([
      '/markup/hotel',
      '/markup/attraction',
      '/markup/visa',
      '/markup/quotation',
    ]);
    expect(markupsLinks(all).find((l) => l.module === 'quotation')?.label).toBe('Insta Quote');
    expect(markupsLinks(only('showAttraction', 'showVisa')).map((l) => l.to)).toEqual([
      '/markup/attraction',
      '/markup/visa',
    ]);
    expect(ordersLinks(only('showHotel', 'showVisa')).map((l) => l.to)).toEqual([
      '/hotel/order',
      '/visa/order',
    ]);
    expect(ordersLinks(only('showFlight')).map((l) => l.to)).toEqual(['/flight/order']);
    expect(ordersLinks(only('showQuotaion'))).toEqual([]);
    expect(markupsLinks(only('showQuotaion')).map((l) => l.to)).toEqual(['/markup/quotation']);
    expect(markupsLinks(null)).toEqual([]);
  });

  it('highlights the Home tab on the spec paths only', () => {
    for (const p of [
      '/',
      '/attraction',
      '/visa',
      '/a2a',
      '/flight',
      '/flight/order/results',
      '/insurance',
      '/transfer',
    ])
      expect(isHomeTabActive(p)).toBe(true);
    for (const p of ['/wallet', '/quotation', '/attractions/dubai', '/hotel/order'])
      expect(isHomeTabActive(p)).toBe(false);
  });

  it('builds the chat number without plus signs and spaces', () => {
    expect(chatNumber('+971 50 123 4567')).toBe('971501234567');
    expect(chatNumber(undefined)).toBe('');
  });
});

describe('moduleForPath', () => {
  it('maps the spec route groups to their modules', () => {
    expect(moduleForPath('/')).toBe('hotel');
    expect(moduleForPath('/hotel/order/1/details')).toBe('hotel');
    expect(moduleForPath('/quotation/list/edit/3')).toBe('quotation');
    expect(moduleForPath('/attractions/details/9')).toBe('attraction');
    expect(moduleForPath('/attraction/order')).toBe('attraction');
    expect(moduleForPath('/payment/approval')).toBe('attraction');
    expect(moduleForPath('/visa/5/apply')).toBe('visa');
    expect(moduleForPath('/a2a/data')).toBe('a2a');
    expect(moduleForPath('/b2b/flight/order/details/7')).toBe('flight');
    expect(moduleForPath('/flight/order/results')).toBe('flight');
    expect(moduleForPath('/insurance/order/orderView/2')).toBe('insurance');
  });
  it("puts each module's markups page under that module's flag", () => {
    expect(moduleForPath('/markup/visa')).toBe('visa');
    expect(moduleForPath('/markup/quotation')).toBe('quotation');
    expect(moduleForPath('/markup/hotel')).toBe('hotel');
    expect(moduleForPath('/markup/attraction')).toBe('attraction');
    expect(moduleForPath('/markup/visas')).toBeNull();
  });
  it('leaves general pages without a module', () => {
    for (const p of ['/wallet', '/settings', '/resellers', '/markup', '/visas', '/hotels'])
      expect(moduleForPath(p)).toBeNull();
  });

  it('names the module of each product API route, and none for the routes every agent has', () => {
    expect(moduleForApiPath('/b2b/hotels/availabilities/search/suggestions')).toBe('hotel');
    expect(moduleForApiPath('/b2b/markups/hotels/stars')).toBe('hotel');
    expect(moduleForApiPath('/b2b/attractions/orders/:id')).toBe('attraction');
    expect(moduleForApiPath('/b2b/resellers/client/markup/upsert')).toBe('attraction');
    expect(moduleForApiPath('/b2b/flight/bookings/create')).toBe('flight');
    expect(moduleForApiPath('/b2b/client/visa/markup/upsert')).toBe('visa');
    expect(moduleForApiPath('/b2b/a2a/orders/create')).toBe('a2a');
    expect(moduleForApiPath('/quotations/amendment/confirm/:id')).toBe('quotation');
    expect(moduleForApiPath('/b2b/quotation/markup/list')).toBe('quotation');
    expect(moduleForApiPath('/b2b/insurance/create-contract')).toBe('insurance');
    for (const path of [
      '/b2b/transactions/balance',
      '/b2b/resellers/listAll',
      '/b2b/resellers/client/markup/delete/:id',
      '/b2b/wallets/deposits/all',
      '/home/initial-data',
    ])
      expect(moduleForApiPath(path)).toBeNull();
  });

  it("opens a module only when the agent's flag and its parent's are on", () => {
    expect(openModules(only('showHotel', 'showVisa'))).toEqual(['hotel', 'visa']);
    expect(openModules(only('showHotel', 'showVisa'), only('showVisa'))).toEqual(['visa']);
    expect(openModules(only('showHotel'), null)).toEqual([]);
    expect(openModules(null)).toEqual([]);
    expect(openModules({ showHotel: null, showFlight: true })).toEqual(['flight']);
  });
});
