import { Plus } from 'lucide-react';
import type { QuotationInitialAnswer } from '@portal/contracts';
import { QUOTATION_LIMITS } from '@portal/domain';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Textarea } from '../../../../components/ui/input';
import { useAppDispatch, useAppSelector } from '../../../../app/store';
import { quotationActions as q, selectQuotationDraft, setDraftField } from '../../quotation.slice';
import { SectionCard } from './section-card';
import { StayCard } from './stay-card';
import { useT } from '../../../../lib/i18n';

/**
 * Hotels: stay options (each a price column of the quotation, 1 to 4), each with its hotels one after
 * the other. "Already booked": the client holds the hotel, the quotation covers land services only.
 */
export function HotelsSection({
  cities,
  errors,
}: {
  cities: QuotationInitialAnswer['cities'];
  errors: Record<string, string>;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const d = useAppSelector(selectQuotationDraft);
  return (
    <SectionCard
      title={t('quotations.hotels.title', 'Hotels')}
      description={t('quotations.hotels.description', 'Each stay option is priced as its own column.')}
      enabled={!d.isHotelQuotationDisabled}
      onToggle={(on) => dispatch(q.sectionSet({ section: 'hotel', off: !on }))}
      error={errors.stays ?? errors.isHotelQuotationDisabled}
    >
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={d.isAlreadyBooked}
          onChange={(e) => dispatch(q.sectionSet({ section: 'alreadyBooked', off: e.target.checked }))}
        />
        {t('quotations.hotels.alreadyBooked', 'The client has already booked the hotel')}
      </label>
      {d.isAlreadyBooked ? (
        <Field
          label={t('quotations.hotels.remark', 'Hotel remark')}
          hint={t('quotations.hotels.remarkHint', 'For example the hotel the client booked')}
          error={errors.hotelDisabledRemark}
        >
          <Textarea
            rows={2}
            maxLength={300}
            value={d.hotelDisabledRemark}
            onChange={(e) => dispatch(setDraftField('hotelDisabledRemark', e.target.value))}
          />
        </Field>
      ) : (
        <>
          {d.stays.map((stay, s) => (
            <StayCard
              key={s}
              index={s}
              stay={stay}
              cities={cities}
              errors={errors}
              removable={d.stays.length > 1}
              limits={{ from: d.checkInDate, to: d.checkOutDate }}
            />
          ))}
          <Button
            variant="secondary"
            disabled={d.stays.length >= QUOTATION_LIMITS.maxStays}
            onClick={() => dispatch(q.stayAdded())}
          >
            <Plus className="size-4" aria-hidden="true" /> {t('quotations.hotels.addStay', 'Add stay option')}
          </Button>
        </>
      )}
    </SectionCard>
  );
}
