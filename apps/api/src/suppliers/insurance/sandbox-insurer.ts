import { createHash } from 'node:crypto';
import { premiumByPerson, sumMinor } from '@portal/domain';
import {
  InsurerRejected,
  InsurerTimeout,
  type Insurer,
  type InsurerPolicy,
  type InsurerRequest,
} from './insurer.ts';

export type SandboxInsurerFailure = 'reject' | 'timeout';
export type SandboxInsurerCall = 'quote' | 'issue' | 'cancel';

export interface SandboxInsurerOptions {
  code: string;
  /** Delay of every call, ms. */
  latencyMs: number;
  /** How long a "timeout" call hangs before it throws (kept short in tests). */
  hangMs: number;
}

function seeded(...parts: string[]): number {
  return parseInt(createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 8), 16);
}

/**
 * A sandbox insurer standing for the external insurance API: it prices by the mirrored plan's
 * premium table, issues deterministic policy numbers (`DRT-<year>-<8 digits>` from our reference),
 * and fails on demand: `failNext(call, kind)` from a test or bench, or a first name of a beneficiary
 * reading `REJECT` or `TIMEOUT` (so a person can force it from the web app).
 * Its policies live in memory like a remote system's would: only reachable through the adapter.
 */
export function sandboxInsurer(options: SandboxInsurerOptions) {
  const policies = new Map<string, InsurerPolicy>();
  const forced = new Map<SandboxInsurerCall, SandboxInsurerFailure[]>();
  const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

  async function call<T>(kind: SandboxInsurerCall, request: InsurerRequest | null, fn: () => T): Promise<T> {
    await sleep(options.latencyMs);
    const failure = forced.get(kind)?.shift() ?? (request ? failureByName(request) : undefined);
    if (failure === 'reject') throw new InsurerRejected('The insurer declined to issue this policy');
    if (failure === 'timeout') {
      await sleep(options.hangMs);
      throw new InsurerTimeout('The insurer did not answer in time');
    }
    return fn();
  }

  const insurer: Insurer & {
    failNext(call: SandboxInsurerCall, kind: SandboxInsurerFailure): void;
    reset(): void;
  } = {
    code: options.code,
    quote: (request) =>
      call('quote', null, () => {
        const persons = premiumByPerson(request.plan, request.general, request.beneficiaries);
        return { planCode: request.plan.code, persons, total: sumMinor(persons.map((p) => p.net)) };
      }),
    issue: (request, reference) =>
      call('issue', request, () => {
        const existing = policies.get(reference);
        if (existing) return existing;
        const year = request.general.travelFrom.slice(0, 4);
        const digits = String(seeded(reference, 'policy') % 100_000_000).padStart(8, '0');
        const policy: InsurerPolicy = {
          reference,
          policyNumber: `DRT-${year}-${digits}`,
          status: 'issued',
          issuedAt: new Date(),
        };
        policies.set(reference, policy);
        return policy;
      }),
    get: async (reference) => {
      await sleep(options.latencyMs);
      return policies.get(reference) ?? null;
    },
    // The plan's refund rule is ours (the premium table is mirrored); the sandbox adds no fee of its own.
    cancel: (reference) =>
      call('cancel', null, () => {
        const policy = policies.get(reference);
        if (!policy) throw new InsurerRejected('The insurer has no policy with this reference');
        policy.status = 'cancelled';
        return { policy, fee: 0 };
      }),
    failNext(kind, failure) {
      forced.set(kind, [...(forced.get(kind) ?? []), failure]);
    },
    reset() {
      policies.clear();
      forced.clear();
    },
  };
  return insurer;
}

export type SandboxInsurer = ReturnType<typeof sandboxInsurer>;

function failureByName(request: InsurerRequest): SandboxInsurerFailure | undefined {
  const names = request.beneficiaries.map((b) => b.firstName.trim().toUpperCase());
  if (names.includes('REJECT')) return 'reject';
  if (names.includes('TIMEOUT')) return 'timeout';
  return undefined;
}
