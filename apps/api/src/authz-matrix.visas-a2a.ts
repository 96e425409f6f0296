import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { VisaApplicationAnswer, VisaApplicationDto } from '@portal/contracts';
import type { Call } from './authz-matrix.fixtures.ts';
import { multipart, SAMPLE_FILES } from './modules/auth/auth.fixtures.ts';
import { readyApplication, visaCatalogue, type VisaCatalogueIds } from './modules/visas/visas.testing.ts';
import type { TestApp } from './testing/test-app.ts';

/**
 * The authorization matrix's probes of the back office's visa desk (company staff only): reseller A's
 * paid application; agents are refused (403) and nothing changes before staff move it.
 */
interface VisaDeskProbe {
  params: Record<string, string>;
  body?: () => InjectOptions['payload'];
  headers?: () => Record<string, string>;
  alsoAllowed: 'admin'[];
  secrets: string[];
}

const ADMIN = '/api/v1/admin/visa/applications';

export function visaDeskFactories(testApp: () => TestApp, owner: Call) {
  let ids: VisaCatalogueIds | null = null;
  async function paid(): Promise<VisaApplicationDto> {
    ids ??= await visaCatalogue(testApp());
    const app = await readyApplication(owner, ids, testApp().deps.clock.now(), 1, 0);
    const res = await owner({
      method: 'POST',
      url: `/api/v1/b2b/visa/application/payment/${app._id}`,
      headers: { 'idempotency-key': `matrix-${randomUUID()}` },
      payload: { paymentMethod: 'wallet', expectedPrice: app.totalAmount },
    });
    if (res.statusCode !== 201) throw new Error(`visa payment failed ${res.statusCode}: ${res.body}`);
    return res.json<VisaApplicationAnswer>().visaApplication;
  }
  const probe = async (extra: () => Partial<VisaDeskProbe>): Promise<VisaDeskProbe> => {
    const app = await paid();
    const traveller = app.travellers[0]!;
    return {
      params: { id: app._id, travellerId: traveller._id },
      alsoAllowed: ['admin'],
      secrets: [app._id, app.referenceNumber, traveller._id],
      ...extra(),
    };
  };

  const factories: Record<string, () => Promise<VisaDeskProbe>> = {
    [`PATCH ${ADMIN}/:id/travellers/:travellerId/status`]: () =>
      probe(() => ({ body: () => ({ status: 'in_process' }) })),
    [`POST ${ADMIN}/:id/travellers/:travellerId/visa`]: () =>
      probe(() => {
        const form = multipart([
          { field: 'visa', filename: 'visa.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' },
        ]);
        return {
          headers: () => form.headers,
          body: () => form.payload,
        };
      }),
  };
  return factories;
}
