import { Plus, Trash2 } from 'lucide-react';
import type { QuotationInitialAnswer } from '@portal/contracts';
import { QUOTATION_LIMITS, type DraftStay } from '@portal/domain';
import { Button } from '../../../../components/ui/button';
import { useAppDispatch } from '../../../../app/store';
import { quotationActions as q } from '../../quotation.slice';
import { StayHotelRow } from './stay-hotel-row';
import { useT } from '../../../../lib/i18n';

/** One stay option: its hotels in order, with adding and removing. */
export function StayCard({
  index,
  stay,
  cities,
  errors,
  removable,
  limits,
}: {
  index: number;
  stay: DraftStay;
  cities: QuotationInitialAnswer['cities'];
  errors: Record<string, string>;
  removable: boolean;
  limits: { from: string; to: string };
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const title = t('quotations.stayOption', 'Stay option {n}', { n: index + 1 });
  const stayError = errors[`stays.${index}.hotels`] ?? errors[`stays.${index}`];
  return (
    <section aria-label={title} className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {removable ? (
          <Button variant="ghost" size="sm" onClick={() => dispatch(q.stayRemoved(index))}>
            <Trash2 className="size-4" aria-hidden="true" />{' '}
            {t('quotations.hotels.removeOption', 'Remove option')}
          </Button>
        ) : null}
      </div>
      {stayError ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {stayError}
        </p>
      ) : null}
      {stay.hotels.map((hotel, h) => (
        <StayHotelRow
          key={h}
          stayIndex={index}
          hotelIndex={h}
          hotel={hotel}
          cities={cities}
          errors={errors}
          removable={stay.hotels.length > 1}
          limits={limits}
        />
      ))}
      <Button
        variant="ghost"
        size="sm"
        disabled={stay.hotels.length >= QUOTATION_LIMITS.maxHotelsPerStay}
        onClick={() => dispatch(q.hotelAdded(index))}
      >
        <Plus className="size-4" aria-hidden="true" /> {t('quotations.hotels.addHotel', 'Add another hotel')}
      </Button>
    </section>
  );
}
