import type { AppDeps } from '../../deps.ts';
import type { Job } from '../../jobs/index.ts';
import { purgeSelections } from './booking/selection.ts';
import { flightSearchService } from './search.service.ts';

/**
 * Stored flight searches go once expired (a selection needs one that is still live); selections a
 * day past their time limit that never became a booking go too.
 */
export function flightJobs(deps: AppDeps): Job[] {
  const searches = flightSearchService(deps);
  return [
    { name: 'flight-search-purge', everyMs: 5 * 60_000, run: () => searches.purgeExpired() },
    { name: 'flight-selection-purge', everyMs: 60 * 60_000, run: () => purgeSelections(deps) },
  ];
}
