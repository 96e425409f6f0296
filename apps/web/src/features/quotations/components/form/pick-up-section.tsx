import { Plus, Trash2 } from 'lucide-react';
import { MAX_PICK_UPS, pickUpOptions } from '@portal/domain';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { useAppDispatch, useAppSelector } from '../../../../app/store';
import { quotationActions as q, selectQuotationDraft } from '../../quotation.slice';
import { SectionCard } from './section-card';
import { useT } from '../../../../lib/i18n';

/** Where the excursions collect the travellers (spec section 3 pickUpPlaces): a hotel or airport, and a note. */
export function PickUpSection({ errors }: { errors: Record<string, string> }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const d = useAppSelector(selectQuotationDraft);
  // The domain names a hotel without its name yet and an airport in English: said again in the reader's language.
  const options = pickUpOptions(d).map((o) => ({
    ...o,
    label:
      o.label === 'Hotel'
        ? t('quotations.hotel', 'Hotel')
        : /^Airport [A-Z]{3}$/.test(o.label)
          ? t('quotations.pickUps.airport', 'Airport {iata}', { iata: o.value })
          : o.label,
  }));
  return (
    <SectionCard
      title={t('quotations.pickUp', 'Pick-up')}
      description={t(
        'quotations.pickUps.description',
        'Where the drivers collect your clients for the excursions, with a note for them.',
      )}
      error={errors.pickUpPlaces}
    >
      {d.pickUpPlaces.length === 0 ? (
        <p className="text-sm text-slate-600">
          {t('quotations.pickUps.none', 'No pick-up place given: operations agree it with you.')}
        </p>
      ) : (
        <ul className="space-y-3">
          {d.pickUpPlaces.map((p, i) => (
            <li key={i} className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto]">
              <Field
                label={t('quotations.pickUps.place', 'Pick-up place {n}', { n: i + 1 })}
                error={errors[`pickUpPlaces.${i}.placeId`]}
              >
                <Select
                  placeholder={
                    options.length
                      ? t('quotations.pickUps.choose', 'Choose a hotel or airport')
                      : t('quotations.pickUps.chooseFirst', 'Choose hotels or airports first')
                  }
                  options={options}
                  value={p.placeId}
                  onChange={(e) => dispatch(q.pickUpSet({ index: i, placeId: e.target.value }))}
                />
              </Field>
              <Field
                label={t('quotations.pickUps.note', 'Note for the driver {n}', { n: i + 1 })}
                error={errors[`pickUpPlaces.${i}.note`]}
              >
                <Input
                  value={p.note}
                  maxLength={300}
                  placeholder={t('quotations.pickUps.noteExample', 'e.g. Lobby, 08:30')}
                  onChange={(e) => dispatch(q.pickUpSet({ index: i, note: e.target.value }))}
                />
              </Field>
              <Button
                variant="secondary"
                aria-label={t('quotations.pickUps.remove', 'Remove pick-up place {n}', { n: i + 1 })}
                onClick={() => dispatch(q.pickUpRemoved(i))}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={d.pickUpPlaces.length >= MAX_PICK_UPS}
          onClick={() => dispatch(q.pickUpAdded())}
        >
          <Plus className="size-4" aria-hidden="true" /> {t('quotations.pickUps.add', 'Add pick-up place')}
        </Button>
        {d.pickUpPlaces.length > 0 ? (
          <Button variant="ghost" onClick={() => dispatch(q.pickUpsCleared())}>
            {t('quotations.pickUps.clear', 'Clear pick-up places')}
          </Button>
        ) : null}
      </div>
    </SectionCard>
  );
}
