import { describe, expect, it } from 'vitest';
import { permissionsOf, type AgencyRole, type ModuleConfiguration } from '@portal/domain';
import { chatLink, chatPhoneFor, footerChatPhone, footerModuleOf } from './footer-chat';
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

  it("open pages use the company's messaging number, not the general chat number", () => {
    const company = {
      whatsappNumber: '+971 50 765 4321',
      whatsappDetails: { general: { phoneNumber: '+971 50 111 2200' } },
    };
    expect(footerChatPhone({ module: 'general', open: true }, null, company)).toBe('+971 50 765 4321');
    expect(footerChatPhone({ module: 'general', open: false }, null, company)).toBe('+971 50 111 2200');
    // A signed-in agent's own numbers do not replace the company's on open pages.
    const agent = { general: { phoneNumber: '+44 7700 900123' } };
    expect(footerChatPhone({ module: 'general', open: true }, agent, company)).toBe('+971 50 765 4321');
    // No messaging number configured: the general chain still gives a number.
    expect(
      footerChatPhone({ module: 'general', open: true }, null, { whatsappDetails: company.whatsappDetails }),
    ).toBe('+971 50 111 2200');
  });

  it('builds the wa.me link without plus signs and spaces', () => {
    expect(chatLink('+971 50 111 2201')).toBe('https://wa.me/971501112201');
    expect(chatLink('')).toBeNull();
  });
});

describe('header tabs', () => {
  const keys = (tabs: { key: string }[]) => tabs.map((t) => t.key);
  const tabOf = (configuration: ModuleConfiguration, key: string, role = 'reseller') =>
    headerTabs({ role, configuration }, '/').find((t) => t.key === key);
  const menuOf = (configuration: ModuleConfiguration, key: 'bookings' | 'markups') => {
    const tab = tabOf(configuration, key);
    return tab?.kind === 'menu' ? tab.items.map((i) => i.to) : null;
  };

  it('shows Insta Quote only with showQuotaion and Agents only to resellers; Settings to everyone', () => {
    expect(keys(headerTabs({ role: 'reseller', configuration: allOn }, '/'))).toEqual([
      'home',
      'quote',
      'bookings',
      'markups',
      'agents',
      'settings',
    ]);
    expect(
      keys(headerTabs({ role: 'sub-agent', configuration: { ...allOn, showQuotaion: false } }, '/')),
    ).toEqual(['home', 'bookings', 'markups', 'settings']);
    expect(tabOf(allOn, 'settings')).toMatchObject({ kind: 'link', to: '/settings' });
  });

  it("offers only what the signed-in user's role allows (issue 32), asking the policy", () => {
    const userOf = (role: AgencyRole) => ({
      _id: '00000000-0000-4000-8000-000000000000',
      name: 'A user',
      email: 'a@example.test',
      role,
      permissions: [...permissionsOf([role])],
      bookingLimit: null,
      language: 'en' as const,
    });
    const tabsOf = (role: AgencyRole) =>
      keys(headerTabs({ role: 'reseller', configuration: allOn, user: userOf(role) }, '/'));
    expect(tabsOf('owner')).toEqual(['home', 'quote', 'bookings', 'markups', 'agents', 'settings']);
    expect(tabsOf('booker')).toEqual(['home', 'quote', 'bookings', 'settings']);
    expect(tabsOf('accountant')).toEqual(['home', 'bookings', 'settings']);
    expect(tabsOf('viewer')).toEqual(['home', 'bookings', 'settings']);
  });

  it("Bookings lists the enabled modules' built order pages, the spec's target first", () => {
    expect(menuOf(allOn, 'bookings')).toEqual([
      '/hotel/order',
      '/attraction/order',
      '/flight/order',
      '/visa/order',
      '/a2a/order',
      '/insurance/order',
    ]);
    expect(menuOf({ ...allOn, showAttraction: false }, 'bookings')).toEqual([
      '/hotel/order',
      '/flight/order',
      '/visa/order',
      '/a2a/order',
      '/insurance/order',
    ]);
    // Only flight: the Bookings tab lands on /flight/order (spec 2.2).
    expect(
      menuOf(
        {
          ...allOn,
          showHotel: false,
          showAttraction: false,
          showVisa: false,
          showA2a: false,
          showInsurance: false,
        },
        'bookings',
      ),
    ).toEqual(['/flight/order']);
  });

  it("Markups lists each enabled module's markups page the agent's role may open", () => {
    expect(menuOf(allOn, 'markups')).toEqual([
      '/markup/hotel',
      '/markup/attraction',
      '/markup/visa',
      '/markup/quotation',
    ]);
    expect(menuOf({ ...allOn, showHotel: false }, 'markups')).toEqual([
      '/markup/attraction',
      '/markup/visa',
      '/markup/quotation',
    ]);
    expect(menuOf({ ...allOn, showQuotaion: false }, 'markups')).toEqual([
      '/markup/hotel',
      '/markup/attraction',
      '/markup/visa',
    ]);
    // /markup/hotel is for resellers only: a sub-agent's menu leaves it out.
    const sub = tabOf(allOn, 'markups', 'sub-agent');
    expect(sub?.kind === 'menu' && sub.items.map((i) => i.to)).toEqual([
      '/markup/attraction',
      '/markup/visa',
      '/markup/quotation',
    ]);
  });

  it('links only pages registered in this build', () => {
    const pages = new Map([['/markup/attraction', { access: 'agent' as const }]]);
    const tabs = headerTabs({ role: 'reseller', configuration: allOn }, '/', pages);
    const markups = tabs.find((t) => t.key === 'markups');
    expect(markups?.kind === 'menu' && markups.items.map((i) => i.to)).toEqual(['/markup/attraction']);
    // /attraction/order is not in this page table: no Bookings menu at all.
    expect(tabs.find((t) => t.key === 'bookings')).toBeUndefined();
  });

  it('highlights Home on the module homes, Bookings on order lists, Markups on markups pages', () => {
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
    expect(active('/b2b/flight/order/details/7')).toBe('bookings');
    expect(active('/markup/attraction')).toBe('markups');
    expect(active('/quotation/list')).toBe('quote');
    expect(active('/reseller/5/edit')).toBe('agents');
    expect(active('/settings')).toBe('settings');
    expect(active('/wallet')).toBeUndefined();
  });
});
