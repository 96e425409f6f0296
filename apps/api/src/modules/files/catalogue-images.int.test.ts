import { deflateSync, crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHomeBannerAnswer,
  adminHomeBannersAnswer,
  catalogueImageAnswer,
  homeBannersAnswer,
} from '@portal/contracts';
import { auditEvents, homeBanners, uploads } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { SAMPLE_FILES, bearer, multipart, signInStaffWithRole } from '../auth/auth.fixtures.ts';
import { createAgentWithToken } from '../resellers/resellers.testing.ts';

/** A real PNG of the given size (the checks read the size from its header; the pixels are one grey row). */
export function pngOfSize(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let t: TestApp;
let content: string;
let finance: string;

beforeAll(async () => {
  t = await buildTestApp();
  content = await signInStaffWithRole(t, 'content');
  finance = await signInStaffWithRole(t, 'finance');
});
afterAll(() => t.close());

const as = (token: string) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...bearer(token), ...o.headers } });
const form = (content: Buffer, fields: Record<string, string> = {}, filename = 'picture.png') => {
  const f = multipart([{ field: 'image', filename, content, contentType: 'image/png' }], fields);
  return { headers: f.headers, payload: f.payload };
};
const upload = (token: string, content: Buffer) =>
  as(token)({ method: 'POST', url: '/api/v1/admin/catalogue/images', ...form(content) });

describe('catalogue images', () => {
  it('staff upload a picture; anyone loads it by its public URL, cached for a year; audited', async () => {
    const res = await upload(content, pngOfSize(640, 480));
    expect(res.statusCode, res.body).toBe(200);
    const image = catalogueImageAnswer.parse(res.json());
    expect(image).toMatchObject({ mime: 'image/png', width: 640, height: 480 });
    expect(image.url).toBe(`/api/v1/catalogue/images/${image._id}`);
    const read = await t.app.inject({ method: 'GET', url: image.url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(read.rawPayload.equals(pngOfSize(640, 480))).toBe(true);
    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectType, 'upload'), eq(auditEvents.objectId, image._id)));
    expect(audit.map((a) => a.kind)).toEqual(['catalogue-image.upload']);
  });

  it('refuses a file that is not a picture, an absurd size and a missing file, naming the limit', async () => {
    const pdf = await upload(content, SAMPLE_FILES.pdf);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json<{ error: string }>().error).toBe('Upload a JPG, PNG or WEBP image');
    const huge = await upload(content, pngOfSize(12_000, 10));
    expect(huge.statusCode).toBe(400);
    expect(huge.json<{ error: string }>().error).toMatch(/12000 x 10 pixels; at most 10,000 pixels a side/);
    const none = await as(content)({
      method: 'POST',
      url: '/api/v1/admin/catalogue/images',
      ...multipart([], { note: 'no file' }),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ error: string }>().error).toBe('Choose an image to upload');
  });

  it('is refused to staff without the catalogue permission; other uploads are never served publicly', async () => {
    const res = await upload(finance, pngOfSize(10, 10));
    expect(res.statusCode).toBe(403);
    const [agentFile] = await t.deps.database.db
      .insert(uploads)
      .values({
        purpose: 'tradeLicense',
        mime: 'image/png',
        size: 1,
        storageName: 'x.png',
        ownerAgentId: null,
      })
      .returning();
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/catalogue/images/${agentFile!.id}` });
    expect(read.statusCode).toBe(404);
  });
});

describe('home banners', () => {
  const BANNERS = '/api/v1/admin/company/banners';
  const publicList = async () =>
    homeBannersAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/v1/home/banners' })).json())
      .banners;

  it('the shipped banners come from the database, in order', async () => {
    const banners = await publicList();
    expect(banners.filter((b) => b.placement === 'hero').map((b) => b.alt)).toEqual([
      'Stay in style across the Emirates',
      'Beach resorts, best B2B rates',
      'Desert retreats under the stars',
    ]);
    expect(banners.find((b) => b.placement === 'hero')?.hotelCountCaption).toBe(true);
    expect(banners.filter((b) => b.placement === 'promotion-2').map((b) => b.module)).toEqual([
      'hotel',
      'attraction',
    ]);
  });

  it('upload (size and shape checked), order, deactivate and remove: agents see the change at once; audited', async () => {
    const small = await as(content)({
      method: 'POST',
      url: BANNERS,
      ...form(pngOfSize(800, 208), { placement: 'hero', alt: 'Too small' }),
    });
    expect(small.statusCode).toBe(400);
    expect(small.json<{ error: string }>().error).toBe(
      'The image is 800 x 208 pixels; a Hero (2000 x 521) banner needs at least 1000 x 260',
    );
    const square = await as(content)({
      method: 'POST',
      url: BANNERS,
      ...form(pngOfSize(1200, 1200), { placement: 'promotion-2', alt: 'Square' }),
    });
    expect(square.statusCode).toBe(400);
    expect(square.json<{ error: string }>().error).toMatch(/1200 x 1200 pixels \(1.00:1\); a Promotions/);
    const noPlacement = await as(content)({
      method: 'POST',
      url: BANNERS,
      ...form(pngOfSize(1200, 400), { alt: 'Where?' }),
    });
    expect(noPlacement.statusCode).toBe(400);
    expect(noPlacement.json<{ error: string }>().error).toMatch(/^placement: The placement is hero/);
    // Refused uploads leave no row behind.
    expect(await t.deps.database.db.select().from(uploads).where(eq(uploads.purpose, 'home-banner'))).toEqual(
      [],
    );

    const created = await as(content)({
      method: 'POST',
      url: BANNERS,
      ...form(pngOfSize(1200, 400), { placement: 'promotion-2', alt: 'Winter sale', module: 'visa' }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const banner = adminHomeBannerAnswer.parse(created.json()).banner;
    expect(banner).toMatchObject({ placement: 'promotion-2', module: 'visa', isActive: true });
    expect((await t.app.inject({ method: 'GET', url: banner.src })).statusCode).toBe(200);
    let shown = (await publicList()).filter((b) => b.placement === 'promotion-2');
    expect(shown.map((b) => b.alt)).toEqual([
      'Family packages, kids stay free',
      'Abu Dhabi culture pass',
      'Winter sale',
    ]);

    // Move the new one first.
    const ids = shown.map((b) => b._id);
    const order = await as(content)({
      method: 'PUT',
      url: `${BANNERS}/order`,
      payload: { placement: 'promotion-2', ids: [banner._id, ...ids.filter((i) => i !== banner._id)] },
    });
    expect(order.statusCode, order.body).toBe(200);
    shown = (await publicList()).filter((b) => b.placement === 'promotion-2');
    expect(shown[0]?.alt).toBe('Winter sale');
    const partial = await as(content)({
      method: 'PUT',
      url: `${BANNERS}/order`,
      payload: { placement: 'promotion-2', ids: [banner._id] },
    });
    expect(partial.statusCode).toBe(400);

    const off = await as(content)({
      method: 'PUT',
      url: `${BANNERS}/${banner._id}`,
      payload: { alt: 'Winter sale', module: 'visa', isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await publicList()).some((b) => b._id === banner._id)).toBe(false);
    const all = adminHomeBannersAnswer.parse((await as(content)({ method: 'GET', url: BANNERS })).json());
    expect(all.banners.find((b) => b._id === banner._id)?.isActive).toBe(false);

    const removed = await as(content)({ method: 'DELETE', url: `${BANNERS}/${banner._id}` });
    expect(removed.statusCode).toBe(200);
    expect(await t.deps.database.db.select().from(homeBanners).where(eq(homeBanners.id, banner._id))).toEqual(
      [],
    );
    expect((await t.app.inject({ method: 'GET', url: banner.src })).statusCode).toBe(404);

    const kinds = await t.deps.database.db
      .select({ kind: auditEvents.kind })
      .from(auditEvents)
      .where(eq(auditEvents.objectType, 'home-banner'));
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'home-banner.create',
      'home-banner.deactivate',
      'home-banner.delete',
    ]);
  });

  it('only staff with the settings permission change banners; agents cannot', async () => {
    const agent = await createAgentWithToken(t.deps);
    const [first] = await publicList();
    for (const token of [finance, agent.token]) {
      const res = await as(token)({
        method: 'PUT',
        url: `${BANNERS}/${first!._id}`,
        payload: { alt: 'Taken over', module: null, isActive: false },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await publicList())[0]?.alt).toBe(first!.alt);
  });
});
