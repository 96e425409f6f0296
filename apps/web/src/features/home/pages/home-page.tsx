import { Suspense, useDeferredValue, useMemo } from 'react';
import { homeSearchForms } from '../../../app/home-search-forms';
import { offeredModules } from '../../../app/offered-modules';
import { useAppSelector } from '../../../app/store';
import { HomeTabs } from '../../../components/home-tabs';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useHomeDataLoading, useInitialDataQuery, useVisaCountriesQuery } from '../../../lib/shell-api';
import { BannerCarousel } from '../components/banner-carousel';
import {
  bannerOf,
  HERO_IMAGE_SIZES,
  HERO_SIZE,
  PROMOTION_IMAGE_SIZES,
  PROMOTION_SIZE,
  useHomeBannersQuery,
} from '../lib/banners';
import { catalogueFigure } from '../lib/catalogue-figure';

/** Spec section 3: home data is loading while the initial data or the visa country list is fetching. */
function HomeLoading() {
  const t = useT();
  return (
    // At least a screen high: the footer stays below the fold instead of showing under the skeleton
    // and being pushed away by the page (a layout shift).
    <div role="status" aria-busy="true" data-testid="home-loading" className="min-h-dvh">
      <span className="sr-only">{t('home.loading', 'Loading the home page')}</span>
      <Skeleton className="aspect-[2000/521] w-full rounded-none xl:aspect-auto xl:h-[521px]" />
      <div className="relative z-10 mx-auto mt-3 max-w-7xl px-3 sm:mt-5 sm:px-6 xl:-mt-16">
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg">
          <div className="flex gap-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-28" />
            ))}
          </div>
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  );
}

/** Spec section 2.4: the hotel search home - tabs, the hotel search form once registered, and the carousels. */
export function HomePage() {
  const SearchForm = homeSearchForms.hotel;
  const t = useT();
  const loading = useHomeDataLoading();
  // Deferred: the page's first full render (banners, tabs, search form) runs as a transition that React
  // renders in slices, not inside the task of the Redux update that brought the data.
  const { data: liveData } = useInitialDataQuery();
  const { data: liveVisaCountries } = useVisaCountriesQuery();
  const data = useDeferredValue(liveData);
  const visaCountries = useDeferredValue(liveVisaCountries);
  const configuration = useAppSelector((s) => s.session.agent?.configuration);
  const hotelFigure = catalogueFigure(data?.hotelCount);
  const { data: liveBanners, isLoading: bannersLoading } = useHomeBannersQuery();
  const banners = useDeferredValue(liveBanners?.banners);
  const [heroBanners, promotionOne, promotionTwo] = useMemo(() => {
    const offered = new Set(offeredModules(configuration).map((m) => m.name));
    const of = (placement: string) =>
      (banners ?? [])
        .filter((b) => b.placement === placement && (b.module === null || offered.has(b.module)))
        .map((b) =>
          // The hero artwork that leaves room for it states the real size of the hotel catalogue (issue 17).
          b.hotelCountCaption && hotelFigure
            ? {
                ...bannerOf(b),
                caption: t('home.hotelCountCaption', '{count} hotels at B2B rates', { count: hotelFigure }),
              }
            : bannerOf(b),
        );
    return [of('hero'), of('promotion-1'), of('promotion-2')];
  }, [banners, configuration, hotelFigure, t]);

  // A background refetch keeps the page; only data not there yet shows the loading state.
  // The data has arrived but its deferred render is still under way: the loading state stays.
  const rendering = (liveData && !data) || (liveVisaCountries && !visaCountries) || (liveBanners && !banners);
  if ((loading && (!data || !visaCountries)) || bannersLoading || rendering) return <HomeLoading />;
  return (
    <div>
      <h1 className="sr-only">{t('home.title', 'Hotel search')}</h1>
      {/* The banners carry their text at the left: the exact ratio below xl, 521 px high from xl on. */}
      {heroBanners.length > 0 && (
        <BannerCarousel
          banners={heroBanners}
          label={t('home.banners', 'Hotel banners')}
          delay={5000}
          priority
          imageSize={HERO_SIZE}
          imageSizes={HERO_IMAGE_SIZES}
          className="aspect-[2000/521] xl:aspect-auto xl:h-[521px]"
          imageClassName="object-left"
        />
      )}

      {/* Without a hero banner the search box does not reach up over it. */}
      <div
        className={cn(
          'relative z-10 mx-auto mt-3 max-w-7xl px-3 sm:mt-5 sm:px-6',
          heroBanners.length > 0 && 'xl:-mt-16',
        )}
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-2 shadow-lg sm:p-3">
          <HomeTabs />
          {SearchForm && (
            <div className="border-t border-slate-100 p-2 pt-4 sm:p-3 sm:pt-5">
              <Suspense fallback={<Skeleton className="h-24 w-full" />}>
                <SearchForm />
              </Suspense>
            </div>
          )}
        </div>
      </div>

      {promotionOne.length + promotionTwo.length > 0 && (
        <section aria-labelledby="offers-heading" className="mx-auto max-w-7xl px-3 py-8 sm:px-6 lg:py-12">
          <h2 id="offers-heading" className="mb-4 text-lg font-semibold text-slate-900 sm:text-xl">
            {t('home.offers', 'Offers for your clients')}
          </h2>
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
            {promotionOne.length > 0 && (
              <BannerCarousel
                banners={promotionOne}
                label={t('home.promotionOne', 'Promotion one')}
                delay={4000}
                // On phones the first promotion is the largest image in view.
                priority
                imageSize={PROMOTION_SIZE}
                imageSizes={PROMOTION_IMAGE_SIZES}
                className="aspect-[3/1] rounded-2xl shadow-sm"
              />
            )}
            {promotionTwo.length > 0 && (
              <BannerCarousel
                banners={promotionTwo}
                label={t('home.promotionTwo', 'Promotion two')}
                delay={3000}
                imageSize={PROMOTION_SIZE}
                imageSizes={PROMOTION_IMAGE_SIZES}
                className="aspect-[3/1] rounded-2xl shadow-sm"
              />
            )}
          </div>
        </section>
      )}
    </div>
  );
}

export default HomePage;
