import { Suspense } from 'react';
import { homeSearchForms } from '../../../app/home-search-forms';
import { HomeTabs } from '../../../components/home-tabs';
import { Skeleton } from '../../../components/ui/skeleton';
import { BannerCarousel, type Banner } from '../components/banner-carousel';

// The alt texts repeat the words drawn in each banner.
const HOTEL_BANNERS: Banner[] = [
  { src: '/brand/hotel-1.svg', alt: 'Stay in style across the Emirates: 3,000+ hotels at B2B rates' },
  { src: '/brand/hotel-2.svg', alt: 'Beach resorts, best B2B rates' },
  { src: '/brand/hotel-3.svg', alt: 'Desert retreats under the stars' },
];
const PROMOTION_ONE: Banner[] = [
  { src: '/brand/promo-1a.svg', alt: 'Burj views from AED 299' },
  { src: '/brand/promo-1b.svg', alt: 'Desert safari + BBQ dinner' },
  { src: '/brand/promo-1c.svg', alt: 'Visas processed in 48 hours' },
];
const PROMOTION_TWO: Banner[] = [
  { src: '/brand/promo-2a.svg', alt: 'Family packages, kids stay free' },
  { src: '/brand/promo-2b.svg', alt: 'Abu Dhabi culture pass' },
];

/** Spec section 2.4: the hotel search home - tabs, the hotel search form once registered, and the carousels. */
export function HomePage() {
  const SearchForm = homeSearchForms.hotel;
  return (
    <div>
      <h1 className="sr-only">Hotel search</h1>
      {/* The banners carry their text at the left: the exact ratio below xl, 521 px high from xl on. */}
      <BannerCarousel
        banners={HOTEL_BANNERS}
        label="Hotel banners"
        delay={5000}
        priority
        className="aspect-[2000/521] xl:aspect-auto xl:h-[521px]"
        imageClassName="object-left"
      />

      <div className="relative z-10 mx-auto mt-3 max-w-7xl px-3 sm:mt-5 sm:px-6 xl:-mt-16">
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

      <section aria-labelledby="offers-heading" className="mx-auto max-w-7xl px-3 py-8 sm:px-6 lg:py-12">
        <h2 id="offers-heading" className="mb-4 text-lg font-semibold text-slate-900 sm:text-xl">
          Offers for your clients
        </h2>
        <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
          <BannerCarousel
            banners={PROMOTION_ONE}
            label="Promotion one"
            delay={4000}
            className="aspect-[3/1] rounded-2xl shadow-sm"
          />
          <BannerCarousel
            banners={PROMOTION_TWO}
            label="Promotion two"
            delay={3000}
            className="aspect-[3/1] rounded-2xl shadow-sm"
          />
        </div>
      </section>
    </div>
  );
}

export default HomePage;
