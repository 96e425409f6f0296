import type { Beneficiary, InsuranceGeneralData, InsurancePlan, PersonNet } from '@portal/domain';

/**
 * The insurer adapter (issue 16): quote -> issue -> get -> cancel. Our booking line id is the
 * insurer's idempotency key: issuing the same reference twice answers the first policy. Calls never
 * run inside a database transaction.
 */
export interface InsurerRequest {
  plan: InsurancePlan;
  general: InsuranceGeneralData;
  beneficiaries: Beneficiary[];
}

export interface InsurerQuote {
  planCode: string;
  /** Net premium per insured person, AED minor units (the insurer's price to the company). */
  persons: PersonNet[];
  total: number;
}

export interface InsurerPolicy {
  reference: string;
  policyNumber: string;
  status: 'issued' | 'cancelled';
  issuedAt: Date;
}

export interface InsurerCancellation {
  policy: InsurerPolicy;
  /** What the insurer keeps, AED minor units. */
  fee: number;
}

/** The insurer refused (plan closed, person not insurable): nothing is issued. */
export class InsurerRejected extends Error {
  override readonly name = 'InsurerRejected';
}

/** No answer in time: the outcome is unknown, so the line waits for the reconciler. */
export class InsurerTimeout extends Error {
  override readonly name = 'InsurerTimeout';
}

export interface Insurer {
  readonly code: string;
  quote(request: InsurerRequest): Promise<InsurerQuote>;
  issue(request: InsurerRequest, reference: string): Promise<InsurerPolicy>;
  get(reference: string): Promise<InsurerPolicy | null>;
  /** Idempotent: cancelling a cancelled policy answers it again. */
  cancel(reference: string): Promise<InsurerCancellation>;
}
