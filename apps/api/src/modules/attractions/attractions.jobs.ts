import type { AppDeps } from '../../deps.ts';
import type { Job } from '../../jobs/index.ts';
import { expireStaleOrdersOnce, reconcileSupplierLinesOnce } from './orders.settler.ts';

/** For startJobs(deps, log, [...attractionJobs(deps)]). */
export function attractionJobs(deps: AppDeps): Job[] {
  return [
    { name: 'attraction-order-expiry', everyMs: 15_000, run: () => expireStaleOrdersOnce(deps) },
    { name: 'attraction-supplier-reconciler', everyMs: 30_000, run: () => reconcileSupplierLinesOnce(deps) },
  ];
}
