import { Star } from 'lucide-react';
import type { AccommodationType, StarCategory } from '@portal/domain';
import { useT } from '../../../lib/i18n';
import { accommodationNote, starCount, starLabel } from '../lib/labels';

/** Stars for 1-5, a word for apartments, hostels and unrated properties. */
export function StarRating({ category, className }: { category: StarCategory; className?: string }) {
  const stars = starCount(category);
  const t = useT();
  if (stars === 0) {
    return (
      <span
        className={`rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600 ${className ?? ''}`}
      >
        {starLabel(t, category)}
      </span>
    );
  }
  return (
    <span
      className={`inline-flex items-center gap-0.5 ${className ?? ''}`}
      role="img"
      aria-label={starLabel(t, category)}
    >
      {Array.from({ length: stars }, (_, i) => (
        <Star key={i} className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
      ))}
    </span>
  );
}

/** Stars (or the category word) and the kind of property, the word said once ("Hostel", not "Hostel Hostel"). */
export function HotelCategory({
  category,
  type,
  noteClassName = 'text-xs text-slate-500',
}: {
  category: StarCategory;
  type: AccommodationType;
  noteClassName?: string;
}) {
  const note = accommodationNote(category, type);
  return (
    <>
      <StarRating category={category} />
      {note && <span className={noteClassName}>{note}</span>}
    </>
  );
}
