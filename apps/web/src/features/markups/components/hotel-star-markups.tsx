import { Star } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/load-error';
import { useHotelStarMarkupsQuery } from '../api/hotel-markups.api';
import { HotelScopeMarkups } from './hotel-scope-markups';
import { starCategoryLabel } from '../lib/labels';
import { useT } from '../../../lib/i18n';

/** Markups by star category: the fallback for every hotel of the category. */
export function HotelStarMarkups({ focusedSubAgentId }: { focusedSubAgentId: string | null }) {
  const t = useT();
  const { data, error, isLoading, isFetching, refetch } = useHotelStarMarkupsQuery();
  return (
    <Card className="p-4" aria-labelledby="star-markups-heading">
      <h2 id="star-markups-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Star className="size-5 text-amber-500" aria-hidden="true" />{' '}
        {t('markups.byStarCategory', 'By star category')}
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        {t(
          'markups.appliesToEveryHotel',
          'Applies to every hotel of the category unless the hotel or the room type has its own markup.',
        )}
      </p>
      {isLoading ? (
        <SkeletonList
          rows={4}
          label={t('markups.loadingStarCategoryMarkups', 'Loading star category markups')}
        />
      ) : error || !data ? (
        <LoadError
          error={error}
          what={t('what.theStarCategoryMarkups', 'the star category markups')}
          onRetry={() => void refetch()}
        />
      ) : (
        <ul className={isFetching ? 'divide-y divide-slate-100 opacity-70' : 'divide-y divide-slate-100'}>
          {data.starCategories.map((s) => (
            <li key={s.starCategory} className="py-3" data-testid="star-markups">
              <p className="mb-2 font-medium text-slate-900">
                {starCategoryLabel(t, s.starCategory)}{' '}
                <span className="text-xs font-normal text-slate-500">
                  {t('markups.hotelCount', '({n, plural, one {# hotel} other {# hotels}})', { n: s.hotels })}
                </span>
              </p>
              <HotelScopeMarkups
                scope="star"
                itemId={s.starCategory}
                label={starCategoryLabel(t, s.starCategory)}
                clientMarkup={s.clientMarkup}
                subAgents={s.subAgents}
                base={null}
                focusedSubAgentId={focusedSubAgentId}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
