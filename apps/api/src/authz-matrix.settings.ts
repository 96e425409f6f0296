import { asc } from 'drizzle-orm';
import { homeBanners } from '@portal/db';
import { setCompanyMarkup } from './modules/markups/company-markups.service.ts';
import type { TestApp } from './testing/test-app.ts';

/** The authorization matrix's probes of the back office's settings routes (a company markup of A). */
interface SettingsProbe {
  params: Record<string, string>;
  body?: () => Record<string, unknown>;
  alsoAllowed: 'admin'[];
  secrets: string[];
  kind?: 'shared';
}

const V1 = '/api/v1';

export function settingsFactories(testApp: () => TestApp, ownerId: () => string) {
  const factories: Record<string, () => Promise<SettingsProbe>> = {
    // Only staff remove a company markup (agents 403); the owner agent is refused by the route's role too.
    [`DELETE ${V1}/admin/markups/:id`]: async () => {
      const { row } = await setCompanyMarkup(testApp().deps, {
        agent: ownerId(),
        product: 'flight',
        itemId: 'EK',
        type: 'flat',
        value: '7',
      });
      return { params: { id: row.id }, alsoAllowed: ['admin'], secrets: [row.id] };
    },
    // A currency is company reference data: staff set its rate (200), every agent is refused (403).
    [`PUT ${V1}/admin/rates/:isocode`]: () =>
      Promise.resolve({
        params: { isocode: 'CNY' },
        body: () => ({ rate: '1.9512' }),
        alsoAllowed: ['admin'],
        secrets: [],
        kind: 'shared',
      }),
    // The history of a currency rate: company reference data, staff only.
    [`GET ${V1}/admin/rates/:isocode/history`]: () =>
      Promise.resolve({ params: { isocode: 'CNY' }, alsoAllowed: ['admin'], secrets: [], kind: 'shared' }),
    // The preview of a company markup writes nothing; staff only.
    [`POST ${V1}/admin/markups/preview`]: () =>
      Promise.resolve({
        params: {},
        body: () => ({ agent: ownerId(), product: 'flight', itemId: 'EK', type: 'flat', value: 7 }),
        alsoAllowed: ['admin'],
        secrets: [],
      }),
    // A home banner is company data agents see: staff with the settings permission change it (saved as it
    // was, so the other probes and tests see the same banner), every agent is refused (403).
    [`PUT ${V1}/admin/company/banners/:id`]: async () => {
      const [banner] = await testApp()
        .deps.database.db.select()
        .from(homeBanners)
        .orderBy(asc(homeBanners.placement), asc(homeBanners.sortOrder))
        .limit(1);
      if (!banner) throw new Error('no home banner seeded');
      return {
        params: { id: banner.id },
        body: () => ({ alt: banner.alt, module: banner.module, isActive: banner.isActive }),
        alsoAllowed: ['admin'],
        secrets: [],
        kind: 'shared',
      };
    },
  };
  return factories;
}
