import { Link } from 'react-router';
import { Heart, Tags } from 'lucide-react';
import { HomeTabs } from '../../../components/home-tabs';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAppSelector } from '../../../app/store';
import { useInitialDataQuery } from '../../../lib/shell-api';
import { useAttractionCategoriesQuery } from '../api/catalogue.api';
import { DestinationSearch } from '../components/destination-search';
import { attractionPath, destinationPath } from '../lib/paths';
import { useSelectedCurrency } from '../lib/use-currency';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** /attraction: the destination search box (spec 2.3), categories, destinations and favourites. */
export function AttractionHomePage() {
  const t = useT();
  const initial = useInitialDataQuery();
  const categories = useAttractionCategoriesQuery();
  const destinations = initial.data?.destinations ?? [];
  const browseName = (destinations.find((d) => d.slug === 'dubai') ?? destinations[0])?.name;

  return (
    <div className="pb-12">
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-3 pt-6 pb-24 sm:px-6 sm:pt-10">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-2xl font-bold text-white sm:text-3xl">
            {t('attractions.attractionsAndExperiences', 'Attractions and experiences')}
          </h1>
          <p className="mt-1 text-brand-100">
            {t(
              'attractions.ticketsToursAndTransfers',
              'Tickets, tours and transfers across the Emirates at B2B rates.',
            )}
          </p>
        </div>
      </section>
      <div className="relative z-10 mx-auto -mt-20 max-w-7xl px-3 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-2 shadow-lg sm:p-3">
          <HomeTabs />
          <div className="border-t border-slate-100 p-2 pt-4 sm:p-3 sm:pt-5">
            <DestinationSearch />
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-7xl space-y-10 px-3 pt-10 sm:px-6">
        <section aria-labelledby="categories-heading">
          <h2
            id="categories-heading"
            className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Tags className="size-5 text-brand-600" aria-hidden="true" />{' '}
            {t('attractions.categories', 'Categories')}
          </h2>
          {categories.isLoading ? (
            <div className="flex flex-wrap gap-2">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-9 w-28 rounded-full" />
              ))}
            </div>
          ) : categories.isError ? (
            <p className="text-sm text-slate-500">
              {t('attractions.categoriesCouldNotBe', 'Categories could not be loaded.')}
            </p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {(categories.data ?? []).map((c) => (
                <li key={c._id}>
                  <Link
                    to={
                      browseName
                        ? `${destinationPath(browseName)}?category=${encodeURIComponent(c.slug)}`
                        : '#'
                    }
                    className="inline-flex h-9 items-center rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-700 shadow-sm hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="destinations-heading">
          <h2 id="destinations-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {t('attractions.destinations', 'Destinations')}
          </h2>
          {initial.isLoading ? (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="aspect-[4/3] rounded-xl" />
              ))}
            </div>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {destinations.map((d) => (
                <li key={d._id}>
                  <Link
                    to={destinationPath(d.name)}
                    className="group relative block aspect-[4/3] overflow-hidden rounded-xl bg-gradient-to-br from-brand-600 to-accent-500 shadow-sm"
                  >
                    {d.image && (
                      <img
                        src={d.image}
                        alt=""
                        loading="lazy"
                        className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                      />
                    )}
                    <span className="absolute inset-0 bg-gradient-to-t from-slate-900/70 via-slate-900/10 to-transparent" />
                    <span className="absolute bottom-3 start-3 text-lg font-semibold text-white drop-shadow">
                      {d.name}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <FavouritesSection />
      </div>
    </div>
  );
}

function FavouritesSection() {
  const t = useT();
  const fmt = useFormats();
  const favourites = useAppSelector((s) => s.attractions.favourites);
  const currency = useSelectedCurrency();
  if (favourites.length === 0) return null;
  return (
    <section aria-labelledby="favourites-heading">
      <h2
        id="favourites-heading"
        className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Heart className="size-5 fill-red-500 text-red-500" aria-hidden="true" />{' '}
        {t('attractions.yourFavourites', 'Your favourites')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {favourites.map((f) => (
          <li key={f._id}>
            <Link
              to={attractionPath(f._id)}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-2 shadow-sm hover:shadow-md"
            >
              <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-slate-100">
                {f.image && <img src={f.image} alt="" loading="lazy" className="size-full object-cover" />}
              </div>
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{f.title}</p>
                <p className="text-xs text-slate-500">{f.destination}</p>
                {f.priceFrom !== null && (
                  <p className="text-sm font-semibold text-brand-800">
                    from {fmt.price(f.priceFrom, currency)}
                  </p>
                )}
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default AttractionHomePage;
