import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { attractions, currencies, fxRates, hotels, queryRows, seedAttractions } from '@portal/db';
import { initialDataAnswer, type CurrencyDto } from '@portal/contracts';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { HOME_COMMANDS } from './home.admin.ts';
import { invalidateInitialData } from './home.service.ts';
import { matchesEtag } from '../../lib/cached-answer.ts';
import { cliActor } from '../../audit/index.ts';

// A day ahead of the real clock, so everything this file records is newer than the seeded rates.
const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 24 * 3600_000);
const clock = fixedClock(start);
const hoursBefore = (h: number) => new Date(start.getTime() - h * 3600_000);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, env: { MAPS_API_KEY: 'maps-key-for-tests' } });
});
afterAll(() => t.close());

async function initialData() {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/home/initial-data' });
  expect(res.statusCode).toBe(200);
  return { res, body: initialDataAnswer.parse(res.json()) };
}
const command = (name: string) => {
  const found = HOME_COMMANDS.find((c) => c.name === name);
  if (!found) throw new Error(`no command ${name}`);
  return found;
};
const run = (name: string, ...positional: string[]) =>
  command(name).run(t.deps, { positional, flags: {} }, cliActor('test'));
const currency = (list: CurrencyDto[], iso: string) => list.find((c) => c.isocode === iso);

describe('GET /api/v1/home/initial-data', () => {
  it('answers the five lists and the catalogue counts without a token, cacheable', async () => {
    const { res, body } = await initialData();
    expect(Object.keys(res.json<object>()).sort()).toEqual(
      [
        'countries',
        'currencies',
        'destinations',
        'popularHotelCities',
        'popularHotelStates',
        'hotelCount',
        'attractionCount',
      ].sort(),
    );
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(body.countries.length).toBeGreaterThan(200);
    // Only what the spec's home data holds: the phone codes are in /countries/all.
    expect(
      res.json<{ countries: object[] }>().countries.find((c) => 'isocode' in c && c.isocode === 'AE'),
    ).toEqual({
      isocode: 'AE',
      countryName: 'United Arab Emirates',
      flag: '🇦🇪',
    });
    expect(body.destinations[0]).toMatchObject({
      name: 'Dubai',
      slug: 'dubai',
      country: { isocode: 'AE', countryName: 'United Arab Emirates' },
    });
    expect(body.popularHotelCities[0]).toMatchObject({ cityName: 'Dubai', suggestionType: 'CITY' });
    expect(body.popularHotelStates.every((s) => s.suggestionType === 'STATE')).toBe(true);
  });

  it('lists AED first at rate 1 with its country', async () => {
    const { res, body } = await initialData();
    expect(res.json<{ currencies: object[] }>().currencies[0]).toEqual({
      isocode: 'AED',
      currencyName: 'UAE Dirham',
      conversionRate: 1,
      country: { isocode: 'AE', countryName: 'United Arab Emirates', flag: '🇦🇪' },
    });
    expect(currency(body.currencies, 'USD')).toMatchObject({
      conversionRate: 0.2723,
      country: { countryName: 'United States', flag: '🇺🇸' },
    });
  });

  it('uses the latest rate of each currency once the change is seen', async () => {
    const { db } = t.deps.database;
    await db.insert(fxRates).values([
      { isocode: 'EUR', rate: 0.25, source: 'older feed', fetchedAt: hoursBefore(3) },
      { isocode: 'EUR', rate: 0.2399, source: 'newest feed', fetchedAt: hoursBefore(1) },
      { isocode: 'EUR', rate: 0.24, source: 'middle feed', fetchedAt: hoursBefore(2) },
    ]);
    // Another process's write: seen through NOTIFY or within INITIAL_DATA_TTL_MS; here at once (deterministic on PostgreSQL too).
    invalidateInitialData(t.deps.database);
    const { body } = await initialData();
    expect(currency(body.currencies, 'EUR')?.conversionRate).toBe(0.2399);
    expect(await run('rates:list')).toMatch(/EUR\s+Euro\s+0\.2399\s+yes\s+newest feed/);
  });

  it('answers 304 to a client that has the current version, and the new body after a change', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/home/initial-data' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/home/initial-data',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    await run('rates:set', 'INR', '22.75');
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/home/initial-data',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(matchesEtag(etag, String(changed.headers.etag))).toBe(false);
    expect(currency(initialDataAnswer.parse(changed.json()).currencies, 'INR')?.conversionRate).toBe(22.75);
  });

  it('sends the same answer compressed to a client that takes brotli or gzip', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/home/initial-data' });
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/home/initial-data',
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('leaves out inactive currencies', async () => {
    await t.deps.database.db.update(currencies).set({ active: false }).where(eq(currencies.isocode, 'RUB'));
    invalidateInitialData(t.deps.database);
    const { body } = await initialData();
    expect(currency(body.currencies, 'RUB')).toBeUndefined();
    await t.deps.database.db.update(currencies).set({ active: true }).where(eq(currencies.isocode, 'RUB'));
  });
});

describe('GET /api/v1/countries/all and /api/v1/b2b/visa/country/all', () => {
  it('lists countries with isocode, name, flag and phone code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/countries/all' });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ isocode: string }[]>();
    expect(list.length).toBeGreaterThan(200);
    expect(list.find((c) => c.isocode === 'IN')).toEqual({
      _id: 'IN',
      isocode: 'IN',
      countryName: 'India',
      flag: '🇮🇳',
      phonecode: '+91',
    });
  });

  it('lists the visa countries with the UAE first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/b2b/visa/country/all' });
    expect(res.statusCode).toBe(200);
    const [first] = res.json<{ _id: string; country: unknown }[]>();
    expect(first?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.country).toEqual({ isocode: 'AE', countryName: 'United Arab Emirates', flag: '🇦🇪' });
  });
});

describe('GET /api/v1/company/config', () => {
  it('answers the company configuration with the maps key from the environment', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/company/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Desert Rose Tourism LLC',
      companyShortName: 'Desert Rose',
      isApiIntegrated: true,
      licenceNumber: '671267',
      trn: '100394857200003',
      logo: '/brand/logo.svg',
      favicon: '/brand/favicon.svg',
      loginBanner: '/brand/login-banner.svg',
      signupBanner: '/brand/signup-banner.svg',
      mapsApiKey: 'maps-key-for-tests',
    });
    expect(res.json<{ phoneNumbers: string[] }>().phoneNumbers).toHaveLength(2);
  });
});

describe('admin commands rates:set and rates:list', () => {
  it('records a new rate as history and shows it at once on this node', async () => {
    await initialData(); // warm the cache: setting a rate must invalidate it
    const output = await run('rates:set', 'usd', '0.2801');
    expect(output).toContain('USD (US Dollar): 0.2723');
    expect(output).toContain('-> 0.2801');
    const rows = await t.deps.database.db
      .select()
      .from(fxRates)
      .where(eq(fxRates.isocode, 'USD'))
      .orderBy(desc(fxRates.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ rate: 0.2801, source: 'admin command line', fetchedAt: clock.now() });
    const { body } = await initialData();
    expect(currency(body.currencies, 'USD')?.conversionRate).toBe(0.2801);
    expect(await run('rates:list')).toMatch(/USD\s+US Dollar\s+0\.2801\s+yes\s+admin command line/);
  });

  it.each([
    [['AED', '2'], /base currency/],
    [['XYZ', '1.5'], /Currency XYZ not found/],
    [['US', '1'], /three-letter/],
    [['USD', '-1'], /not a valid rate/],
    [['USD', '0'], /not a valid rate/],
    [['USD', 'abc'], /not a valid rate/],
    [['USD', '0.123456789'], /not a valid rate/],
    [['USD'], /Usage/],
  ])('refuses %j', async (args, message) => {
    await expect(run('rates:set', ...args)).rejects.toThrow(message);
  });
});

describe('catalogue counts in the initial data', () => {
  const activeCount = async (table: typeof hotels | typeof attractions) => {
    const [row] = await queryRows<{ n: string | number }>(
      t.deps.database.db,
      sql`select count(*) as n from ${table} where ${table.isActive}`,
    );
    return Number(row?.n ?? 0);
  };

  it('states the number of active hotels and attractions, and follows a change', async () => {
    await seedAttractions(t.deps.database.db, { now: start });
    invalidateInitialData(t.deps.database);
    const before = (await initialData()).body;
    expect(before.hotelCount).toBe(await activeCount(hotels));
    expect(before.attractionCount).toBe(await activeCount(attractions));
    expect(before.attractionCount).toBeGreaterThan(0);

    const [one] = await t.deps.database.db
      .select({ id: attractions.id })
      .from(attractions)
      .where(eq(attractions.isActive, true))
      .limit(1);
    await t.deps.database.db.update(attractions).set({ isActive: false }).where(eq(attractions.id, one!.id));
    invalidateInitialData(t.deps.database);
    const after = (await initialData()).body;
    expect(after.attractionCount).toBe(before.attractionCount - 1);
    await t.deps.database.db.update(attractions).set({ isActive: true }).where(eq(attractions.id, one!.id));
    invalidateInitialData(t.deps.database);
  });
});
