import { useNavigate } from 'react-router';
import { flightResultsUrl, type RecentSearch } from '@portal/domain';
import { useAppDispatch } from '../../../app/store';
import { flightActions } from '../flight.slice';
import { saveRecentSearch } from '../lib/recent';
import { useT } from '../../../lib/i18n';
import { recentTripTypeLabel } from '../lib/labels';
import { useFormats } from '../../../lib/use-formats';

/**
 * Recent Search cards (spec section 2.8): trip type, each leg's cities with IATA codes and date, the
 * return date of a return trip, the traveller counts. A click re-applies the search and reruns it.
 */
export function RecentSearches({ list }: { list: RecentSearch[] }) {
  const t = useT();
  const fmt = useFormats();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return (
    <section aria-labelledby="recent-search-title" className="space-y-3">
      <h2 id="recent-search-title" className="text-lg font-semibold">
        {t('flights.recent.title', 'Recent Search')}
      </h2>
      {list.length === 0 ? (
        <p className="text-sm text-slate-500">
          {t('flights.recent.empty', 'Your recent flight searches appear here.')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {list.map((s, i) => (
            <li key={i}>
              <button
                type="button"
                data-testid="recent-search"
                onClick={() => {
                  saveRecentSearch(s);
                  dispatch(flightActions.restoreSearch(s));
                  void navigate(flightResultsUrl(s), { state: { flightSearch: s } });
                }}
                className="w-full rounded-xl border border-slate-200 bg-white p-3 text-start text-sm shadow-sm hover:border-brand-400"
              >
                <span className="text-xs font-semibold text-brand-700 uppercase">
                  {recentTripTypeLabel(t, s.tripType)}
                </span>
                {s.flightsData.map((r, j) => (
                  <span key={j} className="mt-1 block">
                    <bdi className="font-medium">
                      {r.cityFrom?.city || r.cityFrom?.name} ({r.cityFrom?.iata}) →{' '}
                      {r.cityTo?.city || r.cityTo?.name} ({r.cityTo?.iata})
                    </bdi>
                    <span className="block text-xs text-slate-500">
                      {r.departureDate ? fmt.date(r.departureDate) : ''}
                      {s.tripType === 'return' && j === 0 && r.returnDate
                        ? ` - ${fmt.date(r.returnDate)}`
                        : ''}
                    </span>
                  </span>
                ))}
                <span className="mt-1 block text-xs text-slate-600">
                  {t('flights.recent.counts', 'Adults {adult} · Children {children} · Infants {infant}', {
                    adult: s.travellers.adult,
                    children: s.travellers.children,
                    infant: s.travellers.infant,
                  })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
