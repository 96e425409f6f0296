import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisaApplicationAnswer, VisaApplicationsAnswer, VisaMarkupsAnswer } from '@portal/contracts';
import { queryRows } from '@portal/db';
import { addDays } from '@portal/domain';
import { COMMANDS } from '../../cli/commands.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { SAMPLE_FILES } from '../auth/auth.fixtures.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from '../resellers/resellers.testing.ts';
import {
  applicationBody,
  createVisaApplication,
  travelDateFor,
  travellerRow,
  uploadDocs,
  visaCatalogue,
  visaTypesOf,
  type VisaCatalogueIds,
} from './visas.testing.ts';
import { cliActor } from '../../audit/index.ts';

let t: TestApp;
let ids: VisaCatalogueIds;
let A: TestAgent;
let B: TestAgent;
let travelDate: string;
beforeAll(async () => {
  t = await buildTestApp();
  ids = await visaCatalogue(t);
  A = await createAgentWithToken(t.deps, { balance: 1_000_000 });
  B = await createAgentWithToken(t.deps);
  travelDate = travelDateFor(t.deps.clock.now());
});
afterAll(() => t.close());

const as = (who: TestAgent | null) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...(who ? auth(who.token) : {}), ...o.headers } });
const cli = (name: string, ...positional: string[]) =>
  COMMANDS.find((c) => c.name === name)!.run(t.deps, { positional, flags: {} }, cliActor('test'));
const count = async (table: string) =>
  (await queryRows<{ n: number }>(t.deps.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!
    .n;

describe('visa catalogue', () => {
  it('lists the UAE visa and every nationality without a token, saying why some have none', async () => {
    const visas = await t.app.inject({ method: 'GET', url: '/api/v1/visa/all' });
    expect(visas.statusCode).toBe(200);
    const list = visas.json<{ country: { isocode: string; countryName: string } }[]>();
    expect(list.map((v) => v.country.isocode)).toEqual(['AE']);
    expect(list[0]?.country.countryName).toBe('United Arab Emirates');
    const nats = (await t.app.inject({ method: 'GET', url: '/api/v1/b2b/visa/all/nationality' })).json<
      { _id: string; nationality: string; isocode: string; note: string | null }[]
    >();
    expect(nats.length).toBeGreaterThan(200);
    expect(nats.find((n) => n.isocode === 'IN')).toMatchObject({ nationality: 'Indian', note: null });
    expect(nats.find((n) => n.isocode === 'GB')?.note).toMatch(/Visa on arrival/);
  });

  it('prices the visa types of a nationality for the caller; none for visa on arrival', async () => {
    const india = await visaTypesOf(as(A), ids);
    expect(india.visaTypes.map((v) => v.visaName)).toEqual([
      '48 Hours Transit Visa',
      '96 Hours Transit Visa',
      '14 Days Single Entry Tourist Visa',
      '30 Days Single Entry Tourist Visa',
      '30 Days Multiple Entry Tourist Visa',
      '60 Days Multiple Entry Tourist Visa',
      '5 Years Multiple Entry Tourist Visa',
    ]);
    expect(india.visaTypes[3]).toMatchObject({
      adultPrice: 38_000,
      childPrice: 29_000,
      ageFrom: 0,
      ageTo: 17,
    });
    expect((await visaTypesOf(as(A), ids, ids.onArrival)).visaTypes).toEqual([]);
    const nigeria = await visaTypesOf(as(A), ids, ids.surcharged);
    expect(nigeria.visaTypes).toHaveLength(6);
    expect(nigeria.visaTypes[3]!.adultPrice).toBe(47_500);
    const noToken = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/visa/type/${ids.visaId}/all/${ids.sold}`,
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('refuses an agent without the visa module', async () => {
    const off = await createAgentWithToken(t.deps, { flags: { showVisa: false } });
    const res = await as(off)({ method: 'GET', url: `/api/v1/b2b/visa/type/${ids.visaId}/all/${ids.sold}` });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: string }>().error).toBe('Visas are not enabled for your account');
  });
});

describe('applying', () => {
  it('stores 2 adults and 1 child unpaid, priced through the pipeline', async () => {
    const types = await visaTypesOf(as(A), ids);
    const thirty = types.visaTypes[3]!;
    const app = await createVisaApplication(as(A), applicationBody(thirty._id, ids.sold, travelDate, 2, 1));
    expect(app).toMatchObject({
      noOfAdult: 2,
      noOfChild: 1,
      totalAmount: 2 * 38_000 + 29_000,
      status: 'initiated',
      paymentState: 'unpaid',
      documentsComplete: false,
    });
    expect(app.referenceNumber).toMatch(/^VIS-[A-Z0-9]{10}$/);
    expect(app.travellers.map((tr) => [tr.position, tr.paxType, tr.status])).toEqual([
      [1, 'ADT', 'initiated'],
      [2, 'ADT', 'initiated'],
      [3, 'CHD', 'initiated'],
    ]);
  });

  it('answers bad input with a clear message and stores nothing', async () => {
    const types = await visaTypesOf(as(A), ids);
    const type = types.visaTypes[3]!._id;
    const fiveYear = types.visaTypes[6]!._id;
    const before = await count('visa_applications');
    const good = applicationBody(type, ids.sold, travelDate, 1, 1);
    const year = Number(travelDate.slice(0, 4));
    const inTwoMonths = addDays(travelDate, 60);
    const soon = {
      day: Number(inTwoMonths.slice(8)),
      month: Number(inTwoMonths.slice(5, 7)),
      year: Number(inTwoMonths.slice(0, 4)),
    };
    const cases: [object, number, RegExp][] = [
      [{ ...good, nationality: undefined }, 400, /nationality/i],
      [applicationBody(fiveYear, ids.surcharged, travelDate, 1, 0), 422, /not sold to Nigeria/],
      [applicationBody(type, ids.onArrival, travelDate, 1, 0), 422, /Visa on arrival/],
      [{ ...good, noOfAdult: 0, travellers: [good.travellers[1]] }, 400, /At least one adult/],
      [{ ...good, noOfChild: 0 }, 400, /one passenger row per traveller/i],
      [
        {
          ...good,
          travellers: [
            good.travellers[0],
            { ...good.travellers[1], dateOfBirth: { day: 1, month: 1, year: year - 30 } },
          ],
        },
        400,
        /A child must be 0 to 17/,
      ],
      [
        {
          ...good,
          travellers: [
            { ...good.travellers[0], expiryDate: { day: 1, month: 1, year: year - 1 } },
            good.travellers[1],
          ],
        },
        400,
        /The passport has expired/,
      ],
      [
        {
          ...good,
          travellers: [{ ...good.travellers[0], expiryDate: soon }, good.travellers[1]],
        },
        400,
        /6 months after the travel date/,
      ],
      [
        { ...good, travellers: [{ ...good.travellers[0], firstName: 'Мария' }, good.travellers[1]] },
        400,
        /Latin letters/,
      ],
      [{ ...good, travelDate: '2020-01-01' }, 400, /past/],
    ];
    for (const [body, status, message] of cases) {
      const res = await as(A)({ method: 'POST', url: '/api/v1/b2b/visa/application/create', payload: body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ error: string }>().error).toMatch(message);
    }
    expect(await count('visa_applications')).toBe(before);
  });

  it('says each wrong field in words under its own key, never a path in the message; empty dates too', async () => {
    const types = await visaTypesOf(as(A), ids);
    const good = applicationBody(types.visaTypes[3]!._id, ids.sold, travelDate, 1, 0);
    const empty = { day: '', month: '', year: '' };
    const res = await as(A)({
      method: 'POST',
      url: '/api/v1/b2b/visa/application/create',
      payload: { ...good, travellers: [{ ...good.travellers[0], firstName: ' ', dateOfBirth: empty }] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; fieldErrors: Record<string, string[]> }>();
    expect(body.error).toBe('Enter the first name (and 1 more)');
    expect(body.fieldErrors).toEqual({
      'travellers.0.firstName': ['Enter the first name'],
      'travellers.0.dateOfBirth': ['Enter the date of birth: day, month and year'],
    });
  });
});

describe('documents', () => {
  it('checks magic bytes and size, stores owner-only files, refuses other agents', async () => {
    const types = await visaTypesOf(as(A), ids);
    const app = await createVisaApplication(
      as(A),
      applicationBody(types.visaTypes[0]!._id, ids.sold, travelDate, 1, 0),
    );
    const traveller = app.travellers[0]!;
    const uploadsBefore = await count('uploads');

    const exe = await uploadDocs(as(A), app._id, traveller._id, [
      {
        field: 'passportFistPagePhoto',
        filename: 'passport.jpg',
        content: Buffer.concat([Buffer.from('MZ'), randomBytes(200)]),
        contentType: 'image/jpeg',
      },
    ]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json<{ error: string }>().error).toMatch(/JPG, PNG, WebP or PDF/);
    const big = await uploadDocs(as(A), app._id, traveller._id, [
      {
        field: 'passportFistPagePhoto',
        filename: 'big.pdf',
        content: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(30 * 1024 * 1024)]),
        contentType: 'application/pdf',
      },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json<{ error: string }>().error).toMatch(/larger than 5 MB/);
    const foreign = await uploadDocs(as(B), app._id, traveller._id);
    expect(foreign.statusCode).toBe(404);
    expect(await count('uploads')).toBe(uploadsBefore);

    const done = await uploadDocs(as(A), app._id, traveller._id);
    expect(done.statusCode, done.body).toBe(200);
    const answer = done.json<VisaApplicationAnswer>().visaApplication;
    expect(answer.documentsComplete).toBe(true);
    expect(answer.travellers[0]!.documents).toMatchObject({
      passportFistPagePhoto: true,
      supportiveDoc1: false,
    });

    const url = `/api/v1/b2b/visa/application/${app._id}/travellers/${traveller._id}/documents/passportLastPagePhoto`;
    const own = await as(A)({ method: 'GET', url });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect((await as(B)({ method: 'GET', url })).statusCode).toBe(404);
    expect((await as(null)({ method: 'GET', url })).statusCode).toBe(401);
    const visa = await as(A)({
      method: 'GET',
      url: `/api/v1/b2b/visa/application/${app._id}/travellers/${traveller._id}/visa`,
    });
    expect(visa.statusCode).toBe(404);
    expect(
      (await as(B)({ method: 'GET', url: `/api/v1/b2b/visa/application/list/${app._id}` })).statusCode,
    ).toBe(404);
  });

  it('does not let the company move an unpaid traveller', async () => {
    const types = await visaTypesOf(as(A), ids);
    const app = await createVisaApplication(
      as(A),
      applicationBody(types.visaTypes[0]!._id, ids.sold, travelDate, 1, 0),
    );
    await expect(cli('visas:status', app.referenceNumber, '1', 'approved')).rejects.toThrow(/not paid yet/);
    await expect(cli('visas:status', app.referenceNumber, '9', 'approved')).rejects.toThrow(/no traveller 9/);
    await expect(cli('visas:status', 'VSA-NOPE', '1', 'approved')).rejects.toThrow(/No visa application/);
  });
});

describe('list, filters and Excel', () => {
  it('filters by reference, traveller, passport and status, pages, and exports', async () => {
    const agent = await createAgentWithToken(t.deps);
    const types = await visaTypesOf(as(agent), ids);
    const first = await createVisaApplication(
      as(agent),
      applicationBody(types.visaTypes[0]!._id, ids.sold, travelDate, 1, 0),
    );
    const second = await createVisaApplication(as(agent), {
      ...applicationBody(types.visaTypes[1]!._id, ids.sold, travelDate, 1, 0),
      travellers: [{ ...travellerRow('ADT', 0, travelDate), firstName: 'Zainab', passportNo: 'Z9876543' }],
    });
    const list = async (q: string) =>
      (
        await as(agent)({ method: 'GET', url: `/api/v1/b2b/visa/application/list/all?${q}` })
      ).json<VisaApplicationsAnswer>();
    expect((await list('')).totalVisaApplications).toBe(2);
    expect(
      (await list(`referenceNumber=${first.referenceNumber}`)).visaApplications.map((a) => a._id),
    ).toEqual([first._id]);
    expect((await list('traveller=zainab')).visaApplications.map((a) => a._id)).toEqual([second._id]);
    expect((await list('passportNo=Z98765')).visaApplications.map((a) => a._id)).toEqual([second._id]);
    expect((await list('status=approved')).totalVisaApplications).toBe(0);
    const page = await list('limit=1&skip=1');
    expect(page.visaApplications).toHaveLength(1);
    expect(page.totalVisaApplications).toBe(2);
    const sheet = await as(agent)({
      method: 'GET',
      url: '/api/v1/b2b/visa/application/list/download/summary/all',
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/spreadsheetml/);
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('visa markups', () => {
  it('client and sub-agent markups through the pipeline, deletes by the spec paths', async () => {
    const reseller = await createAgentWithToken(t.deps);
    const sub = await createSubAgentOf(t.deps, reseller);
    const types = await visaTypesOf(as(reseller), ids);
    const thirty = types.visaTypes[3]!;

    const set = await as(reseller)({
      method: 'PATCH',
      url: '/api/v1/b2b/client/visa/markup/upsert',
      payload: { visaType: thirty._id, markupType: 'flat', markup: 20 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const clientId = set.json<{ _id: string }>()._id;
    const priced = (await visaTypesOf(as(reseller), ids)).visaTypes[3]!;
    expect(priced).toMatchObject({ adultPrice: 38_000, adultSellPrice: 40_000 });

    const subSet = await as(reseller)({
      method: 'PATCH',
      url: '/api/v1/b2b/subagent/visa/markup/upsert',
      payload: { subAgentId: sub.id, visaType: thirty._id, markupType: 'percentage', markup: 10 },
    });
    expect(subSet.statusCode, subSet.body).toBe(200);
    expect((await visaTypesOf(as(sub), ids)).visaTypes[3]).toMatchObject({ adultPrice: 41_800 });
    const page = (
      await as(reseller)({ method: 'GET', url: '/api/v1/b2b/markups/visas' })
    ).json<VisaMarkupsAnswer>();
    const row = page.visaTypes.find((v) => v._id === thirty._id)!;
    expect(row.visaClientMarkup).toMatchObject({ markupType: 'flat', markup: 20, value: 2_000 });
    expect(row.visaAgentMarkup[0]).toMatchObject({
      subAgentId: sub.id,
      markup: { markupType: 'percentage', markup: 10 },
    });

    const negative = await as(reseller)({
      method: 'PATCH',
      url: '/api/v1/b2b/client/visa/markup/upsert',
      payload: { visaType: thirty._id, markupType: 'flat', markup: -1 },
    });
    expect(negative.statusCode).toBe(400);
    expect(
      (await as(sub)({ method: 'PATCH', url: '/api/v1/b2b/subagent/visa/markup/upsert', payload: {} }))
        .statusCode,
    ).toBe(403);

    expect(
      (await as(null)({ method: 'DELETE', url: `/api/v1/b2b/client/visa/markup/delete/${clientId}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (await as(B)({ method: 'DELETE', url: `/api/v1/b2b/client/visa/markup/delete/${clientId}` }))
        .statusCode,
    ).toBe(404);
    const del = await as(reseller)({
      method: 'DELETE',
      url: `/api/v1/b2b/client/visa/markup/delete/${clientId}`,
    });
    expect(del.json()).toEqual({ _id: clientId, name: thirty.visaName });
    const subDel = await as(reseller)({
      method: 'DELETE',
      url: `/api/v1/b2b/subagent/visa/markup/delete/${subSet.json<{ _id: string }>()._id}`,
    });
    expect(subDel.json()).toMatchObject({ name: thirty.visaName });
    expect((await visaTypesOf(as(sub), ids)).visaTypes[3]!.adultPrice).toBe(38_000);
  });

  it('company markups by the command line', async () => {
    const agent = await createAgentWithToken(t.deps);
    const types = await visaTypesOf(as(agent), ids);
    const out = await cli('markups:company-set', agent.email, 'visa', types.visaTypes[3]!._id, 'flat', '15');
    expect(out).toMatch(/30 Days Single Entry Tourist Visa: .*15\.00 per traveller/);
    // ADR 0014: the agent's AED 15.00 adds to the visa's list margin (cost 320.00, list 380.00); it
    // used to replace the margin and sold the visa at 335.00, below its list price.
    expect((await visaTypesOf(as(agent), ids)).visaTypes[3]!.adultPrice).toBe(38_000 + 1_500);
    await expect(cli('markups:company-set', agent.email, 'visa', 'nope', 'flat', '15')).rejects.toThrow(
      /No visa type/,
    );
  });
});
