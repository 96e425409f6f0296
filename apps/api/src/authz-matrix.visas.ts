import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { VisaApplicationAnswer, VisaApplicationDto } from '@portal/contracts';
import { systemActor } from './audit/index.ts';
import type { Call } from './authz-matrix.fixtures.ts';
import { multipart, SAMPLE_FILES } from './modules/auth/auth.fixtures.ts';
import { attachVisa, moveTraveller } from './modules/visas/admin.service.ts';
import {
  readyApplication,
  visaCatalogue,
  visaTypesOf,
  type VisaCatalogueIds,
} from './modules/visas/visas.testing.ts';
import type { TestApp } from './testing/test-app.ts';

/** The authorization matrix's probes of the visa routes (documents, visa PDFs, invoices, markups). */
interface VisaProbe {
  params?: Record<string, string>;
  body?: () => InjectOptions['payload'];
  headers?: () => Record<string, string>;
  alsoAllowed?: ('resellerB' | 'subOfA' | 'subOfB' | 'admin')[];
  secrets: string[];
  kind?: 'owned' | 'shared';
  ownerSees?: string;
}

const APP = '/api/v1/b2b/visa/application';

export function visaFactories(testApp: () => TestApp, owner: Call, subOfA: () => Promise<string>) {
  let ids: VisaCatalogueIds | null = null;
  const catalogue = async () => (ids ??= await visaCatalogue(testApp()));
  const secretsOf = (a: VisaApplicationDto) => [
    a._id,
    a.referenceNumber,
    ...a.travellers.map((tr) => tr._id),
  ];

  async function ready(): Promise<VisaApplicationDto> {
    return readyApplication(owner, await catalogue(), testApp().deps.clock.now(), 1, 0);
  }
  async function paid(): Promise<VisaApplicationDto> {
    const app = await ready();
    const res = await owner({
      method: 'POST',
      url: `${APP}/payment/${app._id}`,
      headers: { 'idempotency-key': `matrix-${randomUUID()}` },
      payload: { paymentMethod: 'wallet', expectedPrice: app.totalAmount },
    });
    if (res.statusCode !== 201) throw new Error(`visa payment failed ${res.statusCode}: ${res.body}`);
    return res.json<VisaApplicationAnswer>().visaApplication;
  }
  const docsForm = () =>
    multipart([
      { field: 'passportSizePhoto', filename: 'p.png', content: SAMPLE_FILES.png, contentType: 'image/png' },
    ]);

  const factories: Record<string, () => Promise<VisaProbe>> = {
    'GET /api/v1/b2b/visa/type/:visaId/all/:nationalityId': async () => {
      const c = await catalogue();
      return {
        params: { visaId: c.visaId, nationalityId: c.sold },
        kind: 'shared',
        alsoAllowed: ['resellerB', 'subOfA', 'subOfB'],
        secrets: [],
      };
    },
    [`GET ${APP}/list/:id`]: async () => {
      const app = await ready();
      return { params: { id: app._id }, secrets: secretsOf(app), ownerSees: app.referenceNumber };
    },
    [`POST ${APP}/:id/travellers/:travellerId/documents`]: async () => {
      const app = await ready();
      const form = docsForm();
      return {
        params: { id: app._id, travellerId: app.travellers[0]!._id },
        headers: () => form.headers,
        body: () => form.payload,
        secrets: secretsOf(app),
      };
    },
    [`GET ${APP}/:id/travellers/:travellerId/documents/:field`]: async () => {
      const app = await ready();
      return {
        params: { id: app._id, travellerId: app.travellers[0]!._id, field: 'passportLastPagePhoto' },
        secrets: secretsOf(app),
      };
    },
    [`GET ${APP}/:id/travellers/:travellerId/visa`]: async () => {
      const app = await paid();
      const traveller = app.travellers[0]!;
      await attachVisa(
        testApp().deps,
        app._id,
        traveller._id,
        {
          field: 'visa',
          data: SAMPLE_FILES.pdf,
          mime: 'application/pdf',
          extension: 'pdf',
          originalName: 'visa.pdf',
        },
        systemActor('test'),
      );
      return { params: { id: app._id, travellerId: traveller._id }, secrets: secretsOf(app) };
    },
    [`POST ${APP}/:id/reapply/:travellerId`]: async () => {
      const app = await paid();
      const tr = app.travellers[0]!;
      await moveTraveller(
        testApp().deps,
        app._id,
        tr._id,
        'rejected',
        'Matrix rejection',
        'admin',
        systemActor('test'),
      );
      const [day, month, year] = [
        tr.dateOfBirth.slice(8),
        tr.dateOfBirth.slice(5, 7),
        tr.dateOfBirth.slice(0, 4),
      ];
      const [eDay, eMonth, eYear] = [
        tr.expiryDate.slice(8),
        tr.expiryDate.slice(5, 7),
        tr.expiryDate.slice(0, 4),
      ];
      const traveller = {
        paxType: tr.paxType,
        title: tr.title,
        firstName: tr.firstName,
        lastName: tr.lastName,
        email: tr.email,
        contactNo: tr.contactNo,
        passportNo: tr.passportNo,
        dateOfBirth: { day, month, year },
        expiryDate: { day: eDay, month: eMonth, year: eYear },
      };
      const form = multipart([], { traveller: JSON.stringify(traveller) });
      return {
        params: { id: app._id, travellerId: tr._id },
        headers: () => form.headers,
        body: () => form.payload,
        secrets: secretsOf(app),
      };
    },
    [`GET ${APP}/invoice/:id`]: async () => {
      const app = await paid();
      return { params: { id: app._id }, secrets: secretsOf(app) };
    },
    'DELETE /api/v1/b2b/client/visa/markup/delete/:id': async () => {
      const types = await visaTypesOf(owner, await catalogue());
      const res = await owner({
        method: 'PATCH',
        url: '/api/v1/b2b/client/visa/markup/upsert',
        payload: { visaType: types.visaTypes[0]!._id, markupType: 'percentage', markup: 5 },
      });
      const id = res.json<{ _id: string }>()._id;
      return { params: { id }, secrets: [id] };
    },
    'DELETE /api/v1/b2b/subagent/visa/markup/delete/:id': async () => {
      const types = await visaTypesOf(owner, await catalogue());
      const sub = await subOfA();
      const res = await owner({
        method: 'PATCH',
        url: '/api/v1/b2b/subagent/visa/markup/upsert',
        payload: { subAgentId: sub, visaType: types.visaTypes[0]!._id, markupType: 'flat', markup: 3 },
      });
      const id = res.json<{ _id: string }>()._id;
      return { params: { id }, secrets: [id, sub] };
    },
  };
  return factories;
}
