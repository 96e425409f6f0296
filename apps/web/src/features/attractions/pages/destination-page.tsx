import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { ATTRACTION_SORTS } from '@portal/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useDestinationAttractionsQuery } from '../api/catalogue.api';
import { AttractionCard } from '../components/attraction-card';
import { DestinationSearch } from '../components/destination-search';
import { destinationPath } from '../lib/paths';
import { useT, type Translate } from '../../../lib/i18n';

const PAGE_SIZE = 24;
type Sort = (typeof ATTRACTION_SORTS)[number];
const SORT_LABELS = (t: Translate): Record<Sort, string> => ({
  recommended: t('attractions.sort.recommended', 'Recommended'),
  'price-asc': t('attractions.sort.priceAsc', 'Price: low to high'),
  'price-desc': t('attractions.sort.priceDesc', 'Price: high to low'),
  rating: t('attractions.sort.rating', 'Rating'),
  title: t('attractions.name', 'Name'),
});
const isSort = (v: string | null): v is Sort => (ATTRACTION_SORTS as readonly (string | null)[]).includes(v);

/**
 * /attractions/{destination name}: the destination's attractions with category filter, sort and
 * price-from. Any case and the older slugs are accepted; the address bar then shows the name form.
 */
export function DestinationPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const sortParam = params.get('sort');
  const sort: Sort = isSort(sortParam) ? sortParam : 'recommended';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const { data, error, isLoading, isFetching } = useDestinationAttractionsQuery({
    slug,
    sort,
    skip: page * PAGE_SIZE,
    limit: PAGE_SIZE,
    ...(category ? { category } : {}),
  });

  const canonicalName = data?.destination.name;
  useEffect(() => {
    if (canonicalName && canonicalName !== slug) {
      void navigate(`${destinationPath(canonicalName)}${search}`, { replace: true });
    }
  }, [canonicalName, slug, search, navigate]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-6">
      <div className="mb-6 max-w-2xl">
        <DestinationSearch />
      </div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            {data
              ? t('attractions.thingsToDoIn', 'Things to do in {name}', { name: data.destination.name })
              : t('attractions.attractions', 'Attractions')}
          </h1>
          {data && (
            <p className="text-sm text-slate-500">
              {data.totalAttractions} {data.totalAttractions === 1 ? 'attraction' : 'attractions'}
            </p>
          )}
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-600">
          {t('attractions.sortBy', 'Sort by')}
          <Select
            aria-label={t('attractions.sortBy', 'Sort by')}
            value={sort}
            onChange={(e) => update({ sort: e.target.value === 'recommended' ? null : e.target.value })}
            options={ATTRACTION_SORTS.map((s) => ({ value: s, label: SORT_LABELS(t)[s] }))}
            className="w-48"
          />
        </label>
      </div>

      {data && data.categories.length > 0 && (
        <nav
          aria-label={t('attractions.categories', 'Categories')}
          className="-mx-3 mb-5 overflow-x-auto px-3"
        >
          <ul className="flex gap-2 pb-1">
            <CategoryChip
              active={!category}
              onClick={() => update({ category: null })}
              label={t('attractions.all', 'All')}
            />
            {data.categories.map((c) => (
              <CategoryChip
                key={c._id}
                active={category === c.slug || category === c._id}
                onClick={() => update({ category: c.slug })}
                label={`${c.name} (${c.count})`}
              />
            ))}
          </ul>
        </nav>
      )}

      {isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-80 rounded-xl" />
          ))}
        </div>
      ) : error ? (
        <EmptyState
          icon={<SearchX className="size-7" />}
          title={t('attractions.thisDestinationCouldNot', 'This destination could not be loaded')}
          description={errorMessage(
            error,
            t('attractions.pleaseTryAgainOr', 'Please try again or search for another destination.'),
          )}
          action={
            <Link to="/attraction" className={buttonClasses('secondary')}>
              {t('attractions.backToAttractions', 'Back to attractions')}
            </Link>
          }
        />
      ) : data && data.attractions.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-7" />}
          title={t('attractions.noAttractionsMatch', 'No attractions match')}
          description={t('attractions.tryAnotherCategory', 'Try another category.')}
        />
      ) : (
        <ul
          aria-busy={isFetching || undefined}
          className={cn(
            'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
            isFetching && 'opacity-70',
          )}
        >
          {data?.attractions.map((a) => (
            <li key={a._id} className="flex">
              <div className="w-full">
                <AttractionCard attraction={a} />
              </div>
            </li>
          ))}
        </ul>
      )}

      {data && data.totalAttractions > PAGE_SIZE && (
        <Pagination
          className="mt-6"
          page={page + 1}
          pageSize={PAGE_SIZE}
          total={data.totalAttractions}
          onPageChange={(p) => update({ page: p > 1 ? String(p - 1) : null })}
          label={t('attractions.pages', 'Pages')}
          disabled={isFetching}
        />
      )}
    </div>
  );
}

function CategoryChip({ active, onClick, label }: { active: boolean; onClick: () => void; label: string }) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={active}
        onClick={onClick}
        className={cn(
          'h-9 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
          active
            ? 'border-brand-700 bg-brand-700 text-white'
            : 'border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50',
        )}
      >
        {label}
      </button>
    </li>
  );
}

export default DestinationPage;
