import type { AppDeps } from '../../deps.ts';
import type { Job } from '../../jobs/index.ts';
import { releaseAllDueEarnings } from './earnings.service.ts';

/** For startJobs(deps, log, [...earningsJobs(deps)]): releases parents' earnings once service dates pass. */
export function earningsJobs(deps: AppDeps): Job[] {
  return [{ name: 'parent-earnings-release', everyMs: 10 * 60_000, run: () => releaseAllDueEarnings(deps) }];
}
