import { describe, expect, it } from 'vitest';
import { SEED_INSURANCE_PLANS } from '@portal/db';
import { InsurerRejected, InsurerTimeout, type InsurerRequest } from './insurer.ts';
import { sandboxInsurer } from './sandbox-insurer.ts';

const TEST_PLAN = SEED_INSURANCE_PLANS.find((p) => p.code === 'SCHENGEN')!;

const request = (firstName = 'Amal'): InsurerRequest => ({
  plan: TEST_PLAN,
  general: {
    plan: TEST_PLAN.code,
    residence: 'AE',
    destination: 'FR',
    travelFrom: '2026-12-10',
    travelTo: '2026-12-20',
    travelType: 'SG',
  },
  beneficiaries: [
    { firstName, lastName: 'Haddad', gender: 'female', dateOfBirth: '1990-05-01', passportNumber: 'P1' },
  ],
});

describe('sandbox insurer', () => {
  it('quotes by the plan table, issues once per reference, cancels', async () => {
    const insurer = sandboxInsurer({ code: 'sandbox-insurer', latencyMs: 0, hangMs: 1 });
    expect((await insurer.quote(request())).total).toBe(6_000);
    const first = await insurer.issue(request(), 'line-1');
    expect(first.policyNumber).toMatch(/^DRT-2026-\d{8}$/);
    expect(await insurer.issue(request(), 'line-1')).toEqual(first);
    expect((await insurer.get('line-1'))?.status).toBe('issued');
    expect((await insurer.cancel('line-1')).policy.status).toBe('cancelled');
    expect(await insurer.get('nope')).toBeNull();
    await expect(insurer.cancel('nope')).rejects.toBeInstanceOf(InsurerRejected);
  });

  it('fails on demand', async () => {
    const insurer = sandboxInsurer({ code: 'sandbox-insurer', latencyMs: 0, hangMs: 1 });
    insurer.failNext('issue', 'reject');
    await expect(insurer.issue(request(), 'a')).rejects.toBeInstanceOf(InsurerRejected);
    await expect(insurer.issue(request('TIMEOUT'), 'b')).rejects.toBeInstanceOf(InsurerTimeout);
    await expect(insurer.issue(request('reject'), 'c')).rejects.toBeInstanceOf(InsurerRejected);
    expect(await insurer.get('a')).toBeNull();
    expect((await insurer.issue(request(), 'a')).status).toBe('issued');
  });
});
