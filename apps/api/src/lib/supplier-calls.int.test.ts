import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitySupplier } from '../suppliers/activities/index.ts';
import { insurerFor, SANDBOX_INSURER_CODE } from '../suppliers/insurance/index.ts';
import { paymentGateway } from '../suppliers/payment-gateway/index.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { metricsFor } from './metrics.ts';

/** The sample `name{supplier=..., operation=...}` of the metrics text, or null when it is absent. */
function sample(text: string, name: string, supplier: string, operation: string): number | null {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{supplier="${supplier}",operation="${operation}"}`));
  return line === undefined ? null : Number(line.split(' ').at(-1));
}

describe('supplier metrics for attractions, insurance and the payment gateway', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  it('times every call and counts the failures per supplier and operation', async () => {
    const attractions = activitySupplier(t.deps, 'burj-khalifa')!;
    await attractions.slots('BK-TOP', '2027-01-10');
    const party = {
      productCode: 'BK-TOP-REJECT',
      date: '2027-01-10',
      slotId: null,
      adults: 1,
      children: 0,
      infants: 0,
    };
    await expect(attractions.hold(party, 'ORD-METRICS-1')).rejects.toThrow('rejected');

    const insurer = insurerFor(t.deps, SANDBOX_INSURER_CODE)!;
    expect(await insurer.get('no-such-policy')).toBeNull();
    insurer.failNext('cancel', 'reject');
    await expect(insurer.cancel('no-such-policy')).rejects.toThrow();

    const gateway = paymentGateway(t.deps)!;
    expect(gateway.name).toBe('sandbox');
    await gateway.createPayment({
      paymentId: 'pay-metrics-1',
      orderRef: 'ORD-METRICS-1',
      amount: 100,
      currency: 'AED',
      description: 'metrics',
    });
    // The same wrapper every time (one per supplier object and app instance).
    expect(activitySupplier(t.deps, 'burj-khalifa')).toBe(attractions);

    const text = await metricsFor(t.deps).registry.metrics();
    const count = (supplier: string, operation: string) =>
      sample(text, 'portal_supplier_call_duration_seconds_count', supplier, operation);
    const failures = (supplier: string, operation: string) =>
      sample(text, 'portal_supplier_call_failures_total', supplier, operation);
    expect(count('activity-burj-khalifa', 'slots')).toBe(1);
    expect(failures('activity-burj-khalifa', 'slots')).toBeNull();
    expect(count('activity-burj-khalifa', 'hold')).toBe(1);
    expect(failures('activity-burj-khalifa', 'hold')).toBe(1);
    expect(count('insurance-sandbox-insurer', 'get')).toBe(1);
    expect(failures('insurance-sandbox-insurer', 'get')).toBeNull();
    expect(count('insurance-sandbox-insurer', 'cancel')).toBe(1);
    expect(failures('insurance-sandbox-insurer', 'cancel')).toBe(1);
    expect(count('payment-sandbox', 'createPayment')).toBe(1);
    // Test hooks and synchronous checks answer at once and are not timed.
    expect(count('insurance-sandbox-insurer', 'failNext')).toBeNull();
  });
});
