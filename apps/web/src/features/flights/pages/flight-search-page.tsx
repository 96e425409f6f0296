import { useState } from 'react';
import { HomeTabs } from '../../../components/home-tabs';
import { FlightSearchForm } from '../components/flight-search-form';
import { RecentSearches } from '../components/recent-searches';
import { loadRecentSearches } from '../lib/recent';
import { useT } from '../../../lib/i18n';

/** /flight (spec section 2.8): the home tabs, the flight search form and the Recent Search cards. */
export function FlightSearchPage() {
  const t = useT();
  const [recent] = useState(loadRecentSearches);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-3 py-6 sm:px-6">
      <HomeTabs />
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-lg">
        <h1 className="mb-4 text-xl font-semibold">{t('flights.search.title', 'Search flights')}</h1>
        <FlightSearchForm />
      </div>
      <RecentSearches list={recent} />
    </div>
  );
}
