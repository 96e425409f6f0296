import type { LightMyRequestResponse } from 'fastify';
import { QUOTATION_MARKUP_PATHS } from '@portal/contracts';
import type { Call } from './authz-matrix.fixtures.ts';

/** The authorization matrix's probes of the quotation markup deletes (owner A's rows). */
interface MarkupProbe {
  params: Record<string, string>;
  secrets: string[];
}

const V1 = '/api/v1';

function idOf(res: LightMyRequestResponse): string {
  if (res.statusCode !== 200) throw new Error(`markup fixture failed ${res.statusCode}: ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

export function quotationMarkupFactories(owner: Call, subOfA: () => Promise<string>) {
  const factories: Record<string, () => Promise<MarkupProbe>> = {
    [`DELETE ${V1}${QUOTATION_MARKUP_PATHS.clientDelete(':id')}`]: async () => {
      const id = idOf(
        await owner({
          method: 'PATCH',
          url: `${V1}${QUOTATION_MARKUP_PATHS.clientUpsert}`,
          payload: { component: 'hotel', markupType: 'percentage', markup: 5 },
        }),
      );
      return { params: { id }, secrets: [id] };
    },
    [`DELETE ${V1}${QUOTATION_MARKUP_PATHS.subAgentDelete(':id')}`]: async () => {
      const sub = await subOfA();
      const id = idOf(
        await owner({
          method: 'PATCH',
          url: `${V1}${QUOTATION_MARKUP_PATHS.subAgentUpsert}`,
          payload: { subAgentId: sub, component: 'visa', markupType: 'flat', markup: 3 },
        }),
      );
      return { params: { id }, secrets: [id, sub] };
    },
  };
  return factories;
}
