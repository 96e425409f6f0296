import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { InsuranceCreateAnswer, InsuranceQuoteAnswer } from '@portal/contracts';
import { addDays, plainDateIn } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { linesOfOrder } from '../bookings/core/index.ts';
import { familyQuote } from './insurance.testing.ts';

type As = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export interface PlacedInsurance {
  orderId: string;
  /** Ids and numbers of the contract no other caller may see. */
  secrets: string[];
}

/** A paid family policy of the caller, 30 days ahead of the app's clock (authorization matrix). */
export async function placeInsuranceContract(as: As, deps: AppDeps): Promise<PlacedInsurance> {
  const today = plainDateIn(deps.clock.now());
  const quote = familyQuote({ travelFrom: addDays(today, 30), travelTo: addDays(today, 39) });
  const priced = await as({ method: 'POST', url: '/api/v1/b2b/insurance/quotation', payload: quote });
  if (priced.statusCode !== 200)
    throw new Error(`insurance quote failed ${priced.statusCode}: ${priced.body}`);
  const res = await as({
    method: 'POST',
    url: '/api/v1/b2b/insurance/create-contract',
    headers: { 'idempotency-key': `matrix-${randomUUID()}` },
    payload: {
      ...quote,
      expectedPrice: priced.json<InsuranceQuoteAnswer>().price.agentPrice,
      agentReferenceNumber: `MX-INS-${randomUUID().slice(0, 8)}`,
      contactEmail: 'matrix-client@example.test',
      contactPhone: '+971 50 765 4321',
      paymentMethod: 'wallet',
    },
  });
  if (res.statusCode !== 201) throw new Error(`insurance purchase failed ${res.statusCode}: ${res.body}`);
  const { contract } = res.json<InsuranceCreateAnswer>();
  return {
    orderId: contract._id,
    secrets: [
      contract._id,
      contract.referenceNumber,
      contract.agentReferenceNumber,
      contract.policyNumber ?? 'x',
    ],
  };
}

export async function insuranceLineStatus(deps: AppDeps, orderId: string): Promise<string | null> {
  const [line] = await linesOfOrder(deps.database.db, orderId);
  return line?.status ?? null;
}
