import { describe, expect, it } from 'vitest';
import type { ModuleConfiguration } from '@portal/domain';
import { chatLink, chatPhoneFor, footerModuleOf } from './footer-chat';
import { headerTabs } from './header-tabs.logic';

const allOn: ModuleConfiguration = {
  showHotel: true,
  showAttraction: true,
  showFlight: true,
  showVisa: true,
  showA2a: true,
  showQuotaion: true,
  showInsurance: true,
};

describe('footer chat number', () => {
  it('takes the route footer, else the module, else general', () => {
    expect(footerModuleOf({ access: 'agent', footer: 'visas', module: 'hotel' })).toBe('visas');
    expect(footerModuleOf({ access: 'agent', module: 'attraction' })).toBe('attractions');
    expect(footerModuleOf({ access: 'agent', module: 'flight' })).toBe('general');
    expect(footerModuleOf(undefined)).toBe('general');
  });

  it("prefers the agent's module number, then the company's, then general", () => {
    const company = {
      whatsappNumber: '+971 50 000 0000',
      whatsappDetails: {
        hotels: { phoneNumber: '+971 50 111 2201' },
        general: { phoneNumber: '+971 50 111 2200' },
      },
    };
    expect(chatPhoneFor('hotels', { hotels: { phoneNumber: '+44 7700 900123' } }, company)).toBe(
      '+44 7700 900123',
    );
    expect(chatPhoneFor('hotels', {}, company)).toBe('+971 50 111 2201');
    expect(chatPhoneFor('visas', null, company)).toBe('+971 50 111 2200');
    expect(chatPhoneFor('visas', null, { whatsappNumber: '+971 50 000 0000' })).toBe('+971 50 000 0000');
    expect(chatPhoneFor('visas', null, null)).toBe('');
  });

  it('builds the wa.me link without plus signs and spaces', () => {
    expect(chatLink('+971 50 111 2201')).toBe('https://wa.me/971501112201');
    expect(chatLink('')).toBeNull();
  });
});

describe('header tabs', () => {
  const keys = (tabs: { key: string }[]) => tabs.map((t) => t.key);

  it('shows Insta Quote only with showQuotaion and Agents only to resellers', () => {
    expect(keys(headerTabs({ role: 'reseller', configuration: allOn }, '/'))).toEqual([
      'home',
      'quote',
      'bookings',
      'agents',
    ]);
    expect(
      keys(headerTabs({ role: 'sub-agent', configuration: { ...allOn, showQuotaion: false } }, '/')),
    ).toEqual(['home', 'bookings']);
  });

  it('points Bookings at the first enabled order list, else flights', () => {
    const bookings = (configuration: ModuleConfiguration) =>
      headerTabs({ role: 'reseller', configuration }, '/').find((t) => t.key === 'bookings')?.to;
    expect(bookings(allOn)).toBe('/hotel/order');
    expect(bookings({ ...allOn, showHotel: false })).toBe('/attraction/order');
    expect(
      bookings({ ...allOn, showHotel: false, showAttraction: false, showVisa: false, showA2a: false }),
    ).toBe('/flight/order');
  });

  it('highlights Home on the module homes and Bookings on order lists', () => {
    const active = (path: string) =>
      headerTabs({ role: 'reseller', configuration: allOn }, path).find((t) => t.active)?.key;
    for (const path of [
      '/',
      '/attraction',
      '/visa',
      '/a2a',
      '/flight',
      '/flight/order/results',
      '/insurance',
      '/transfer',
    ]) {
      expect(active(path)).toBe('home');
    }
    expect(active('/visa/order/12/details')).toBe('bookings');
    expect(active('/flight/order')).toBe('bookings');
    expect(active('/quotation/list')).toBe('quote');
    expect(active('/reseller/5/edit')).toBe('agents');
    expect(active('/settings')).toBeUndefined();
  });
});
