import { Heart } from 'lucide-react';
import { isFavourite } from '@portal/domain';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { cn } from '../../../lib/cn';
import { attractionsActions, type FavouriteAttraction } from '../attractions.slice';
import { useT } from '../../../lib/i18n';

/** The heart on attraction cards and the details page (spec section 4, favourites). */
export function FavouriteButton({ item, className }: { item: FavouriteAttraction; className?: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const active = useAppSelector((s) => isFavourite(s.attractions.favourites, item._id));
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={
        active
          ? t('attractions.removeTitleFromFavourites', 'Remove {title} from favourites', {
              title: item.title,
            })
          : t('attractions.addTitleToFavourites', 'Add {title} to favourites', { title: item.title })
      }
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        dispatch(attractionsActions.favouriteToggled(item));
      }}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-white',
        className,
      )}
    >
      <Heart
        className={cn('size-5', active ? 'fill-red-500 text-red-500' : 'text-slate-600')}
        aria-hidden="true"
      />
    </button>
  );
}
