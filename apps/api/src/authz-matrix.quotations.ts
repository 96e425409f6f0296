import type { InjectOptions } from 'fastify';
import type { QuotationAmendmentDto } from '@portal/contracts';
import type { Call } from './authz-matrix.fixtures.ts';
import {
  createQuotation,
  idem,
  landDraft,
  quotationCatalogue,
  type QuotationCatalogue,
} from './modules/quotations/quotations.testing.ts';
import type { TestApp } from './testing/test-app.ts';

/** The authorization matrix's probes of the quotation routes (reseller A's quotations). */
interface QuotationProbe {
  params: Record<string, string>;
  body?: () => InjectOptions['payload'];
  headers?: () => Record<string, string>;
  secrets: string[];
  /** Company staff read every quotation (the back office). */
  alsoAllowed?: 'admin'[];
  ownerSees?: string;
  intact?: () => Promise<string | null>;
}

const V1 = '/api/v1';

export function quotationFactories(testApp: () => TestApp, owner: Call) {
  let catalogue: QuotationCatalogue | null = null;
  const draft = async () => landDraft(testApp(), (catalogue ??= await quotationCatalogue(testApp())));
  const fresh = async () => createQuotation(owner, await draft());
  const secretsOf = (a: QuotationAmendmentDto) => [a._id, a.quotationNumber];
  const latest = async (a: QuotationAmendmentDto) =>
    (await owner({ method: 'GET', url: `${V1}/quotations/amendments/${a.quotationNumber}` })).json<
      QuotationAmendmentDto[]
    >();

  const read = async (key: 'id' | 'quotationNumber'): Promise<QuotationProbe> => {
    const a = await fresh();
    return {
      params: { [key]: key === 'id' ? a._id : a.quotationNumber },
      alsoAllowed: ['admin'],
      secrets: secretsOf(a),
      ownerSees: a.quotationNumber,
    };
  };
  const factories: Record<string, () => Promise<QuotationProbe>> = {
    [`GET ${V1}/quotations/amendment/:id`]: () => read('id'),
    [`GET ${V1}/quotations/amendment/:id/pdf`]: async () => ({ ...(await read('id')), ownerSees: undefined }),
    [`GET ${V1}/quotations/amendments/:quotationNumber`]: () => read('quotationNumber'),
    // Nobody else may add an amendment to A's quotation, then A does (201).
    [`PATCH ${V1}/quotations/update/:quotationNumber`]: async () => {
      const a = await fresh();
      const body = await draft();
      return {
        params: { quotationNumber: a.quotationNumber },
        headers: idem,
        body: () => body,
        secrets: secretsOf(a),
        ownerSees: a.quotationNumber,
        intact: async () => ((await latest(a)).length === 1 ? null : 'another caller added an amendment'),
      };
    },
    // Nobody else may confirm A's quotation, then A does (200).
    [`PATCH ${V1}/quotations/amendment/confirm/:id`]: async () => {
      const a = await fresh();
      return {
        params: { id: a._id },
        headers: idem,
        body: () => ({ selectedStay: 1 }),
        secrets: secretsOf(a),
        ownerSees: 'confirmed',
        intact: async () =>
          (await latest(a))[0]?.status === 'not-confirmed' ? null : 'another caller confirmed it',
      };
    },
  };
  return factories;
}
