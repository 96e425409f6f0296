import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { faviconLocation } from './favicon.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function setFavicon(favicon: string) {
  await t.deps.database.db
    .insert(company)
    .values({ id: 1, data: { favicon } })
    .onConflictDoUpdate({ target: company.id, set: { data: { favicon } } });
}

describe('GET /favicon.ico', () => {
  it('redirects to the configured favicon from any page (documents without an icon link ask for it)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/brand/favicon.svg');
  });

  it('anchors a relative configured path at the site root, so nested pages do not get 404', async () => {
    await setFavicon('brand/custom-icon.png');
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/brand/custom-icon.png');
  });
});

describe('faviconLocation', () => {
  it('keeps root paths and absolute URLs, roots relative paths, falls back on anything odd', () => {
    expect(faviconLocation('/brand/favicon.svg')).toBe('/brand/favicon.svg');
    expect(faviconLocation('https://cdn.example.test/icon.png')).toBe('https://cdn.example.test/icon.png');
    expect(faviconLocation('./brand/icon.svg')).toBe('/brand/icon.svg');
    expect(faviconLocation('brand/icon.svg')).toBe('/brand/icon.svg');
    expect(faviconLocation('')).toBe('/brand/favicon.svg');
    expect(faviconLocation(null)).toBe('/brand/favicon.svg');
    expect(faviconLocation('//evil.test/x.ico')).toBe('/brand/favicon.svg');
    expect(faviconLocation('javascript:alert(1)')).toBe('/brand/favicon.svg');
  });
});
