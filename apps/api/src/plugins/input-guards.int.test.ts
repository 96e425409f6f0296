import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBankAccounts, uploads } from '@portal/db';
import { multipart, SAMPLE_FILES } from '../modules/auth/auth.fixtures.ts';
import { createAgentWithToken, type TestAgent } from '../modules/resellers/resellers.testing.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let agent: TestAgent;
let bankId: string;
beforeAll(async () => {
  t = await buildTestApp();
  agent = await createAgentWithToken(t.deps);
  const [bank] = await t.deps.database.db
    .insert(companyBankAccounts)
    .values({
      bankName: 'Guard Bank',
      accountName: 'Desert Rose Tourism LLC',
      accountNumber: `GB-${randomUUID()}`,
      iban: 'AE070331234567890123456',
      swiftCode: 'GRBKAEAD',
      branchName: 'Main',
    })
    .returning();
  bankId = bank?.id ?? '';
});
afterAll(() => t.close());

const withToken = (headers: Record<string, string> = {}) => ({
  authorization: `Bearer ${agent.token}`,
  ...headers,
});

describe('the NUL character', () => {
  it('in a querystring answers 400 naming the field, without a token too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/search/list?search=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      error: 'Remove the NUL character (\\u0000) from the text',
      fieldErrors: { search: [expect.stringMatching(/NUL/)] },
    });
  });

  it('in a path parameter or a JSON body (also as a key or deep inside) answers 400', async () => {
    const slug = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/attractions/destinations/dub%00ai',
      headers: withToken(),
    });
    expect(slug.statusCode).toBe(400);
    expect(slug.json()).toMatchObject({ fieldErrors: { slug: [expect.stringMatching(/NUL/)] } });

    const settings = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/b2b/resellers/auth/update/profileSettings',
        headers: withToken(),
        payload,
      });
    const field = await settings({ name: 'New\u0000Name', city: 'Sharjah' });
    expect(field.statusCode).toBe(400);
    expect(field.json()).toMatchObject({ code: 'VALIDATION', fieldErrors: { name: [expect.any(String)] } });
    const key = await settings({ name: 'New Name', ['ci\u0000ty']: 'x' });
    expect(key.statusCode).toBe(400);
    // The same body without the NUL is fine: the guard refuses the character, not the request.
    expect((await settings({ name: 'New Name', city: 'Sharjah' })).statusCode).toBe(200);
  });

  it('still lets authentication answer first (401 without a token, whatever the input)', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/b2b/resellers/auth/update/profileSettings',
      payload: { name: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('in a multipart text field answers 400, and is dropped from a file name', async () => {
    const form = multipart(
      [{ field: 'receipt', filename: 'r.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' }],
      { amount: '25', companyBankId: bankId, referenceNumber: 'REF\u0000X' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/wallets/deposit-requests/add',
      headers: withToken({ ...form.headers, 'idempotency-key': `guard-${randomUUID()}` }),
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);

    const avatar = multipart([{ field: 'image', filename: 'me\u0000.png', content: SAMPLE_FILES.png }]);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/b2b/resellers/auth/update/avatar',
      headers: withToken(avatar.headers),
      payload: avatar.payload,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const uploadId = /files\/([0-9a-f-]{36})/.exec(ok.json<{ avatarImg: string }>().avatarImg)?.[1] ?? '';
    const [row] = await t.deps.database.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(row?.originalName).toBe('me.png');
  });
});

describe('a multipart body that is cut off or malformed', () => {
  const cut = (field: string, content: Buffer, fields: Record<string, string> = {}) => {
    const form = multipart([{ field, filename: 'f.png', content, contentType: 'image/png' }], fields);
    return { headers: form.headers, payload: form.payload.subarray(0, form.payload.length - 40) };
  };

  it('answers 400 on every upload route', async () => {
    const routes = [
      {
        method: 'POST' as const,
        url: '/api/v1/b2b/wallets/deposit-requests/add',
        body: cut('receipt', SAMPLE_FILES.pdf, {
          amount: '25',
          companyBankId: bankId,
          referenceNumber: 'CUT',
        }),
      },
      {
        method: 'PATCH' as const,
        url: '/api/v1/b2b/resellers/auth/update/avatar',
        body: cut('image', SAMPLE_FILES.png),
      },
      {
        method: 'PATCH' as const,
        url: '/api/v1/b2b/resellers/auth/update/companyLogo',
        body: cut('image', SAMPLE_FILES.png),
      },
    ];
    for (const route of routes) {
      for (const body of [
        route.body,
        { headers: { 'content-type': 'multipart/form-data' }, payload: Buffer.from('no boundary') },
      ]) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: withToken({ ...body.headers, 'idempotency-key': `guard-${randomUUID()}` }),
          payload: body.payload,
        });
        expect(res.statusCode, `${route.url}: ${res.body}`).toBe(400);
        expect(res.json<{ error: string }>().error).toMatch(/cut off|multipart/i);
      }
    }
  });
});

describe('image dimensions', () => {
  /** The sample PNG with other width and height in its header (the IHDR chunk). */
  const pngOf = (width: number, height: number) => {
    const png = Buffer.from(SAMPLE_FILES.png);
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    return png;
  };
  const upload = (content: Buffer) => {
    const form = multipart([{ field: 'image', filename: 'a.png', content, contentType: 'image/png' }]);
    return t.app.inject({
      method: 'PATCH',
      url: '/api/v1/b2b/resellers/auth/update/avatar',
      headers: withToken(form.headers),
      payload: form.payload,
    });
  };

  it('refuses a PNG declaring 100000 x 100000 pixels, and one past the side or area limit', async () => {
    for (const [w, h] of [
      [100_000, 100_000],
      [10_001, 10],
      [8_000, 6_000],
    ] as const) {
      const res = await upload(pngOf(w, h));
      expect(res.statusCode, `${w}x${h}`).toBe(400);
      expect(res.json()).toMatchObject({
        error: expect.stringContaining(`${w} x ${h} pixels`) as string,
        fieldErrors: { image: [expect.any(String)] },
      });
    }
  });

  it('accepts images within the limits (10,000 px a side, 40 megapixels)', async () => {
    expect((await upload(pngOf(10_000, 4_000))).statusCode).toBe(200);
    expect((await upload(pngOf(640, 480))).statusCode).toBe(200);
  });
});
