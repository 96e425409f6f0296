import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { QuotationCostingDto, QuotedPrice } from '@portal/contracts';
import { Card, CardBody, CardHeader } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { useAppSelector } from '../../../../app/store';
import { errorMessage, fieldErrors } from '../../../../lib/api';
import { useDebounced } from '../../../../lib/use-debounced';
import { useQuotationPreviewQuery } from '../../api/drafts.api';
import { previewInput } from '../../lib/draft-input';
import { draftMessage, occupancyLabel, wholeTripText } from '../../lib/labels';
import { selectQuotationDraft } from '../../quotation.slice';
import { useT } from '../../../../lib/i18n';
import { useFormats } from '../../../../lib/use-formats';

/** How long the draft must stay unchanged before it is priced. */
const PREVIEW_DEBOUNCE_MS = 600;

function PriceLine({
  label,
  price,
  currency,
  className = '',
}: {
  label: string;
  price: QuotedPrice;
  currency: string;
  className?: string;
}) {
  const t = useT();
  const fmt = useFormats();
  return (
    <div className={`flex items-baseline justify-between gap-3 text-sm ${className}`}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-end">
        <span className="font-semibold text-slate-900">{fmt.money(price.sellPrice, currency)}</span>
        <span className="block text-xs text-slate-500">
          {t('quotations.yourCost', 'your cost {amount}', { amount: fmt.money(price.agentPrice, currency) })}
        </span>
      </dd>
    </div>
  );
}

function Prices({
  costing,
  party,
}: {
  costing: QuotationCostingDto;
  party: { adults: number; children: number };
}) {
  const t = useT();
  const fmt = useFormats();
  const cur = costing.currency;
  const withChildren = party.children > 0;
  const wholeTrip = (total: QuotationCostingDto['stays'][number]['party']) =>
    total ? (
      <PriceLine
        className="flex-wrap border-t border-slate-100 pt-1.5 [&>dd]:ms-auto"
        label={wholeTripText(t, party, total.rooms)}
        price={total.total}
        currency={cur}
      />
    ) : null;
  return (
    <div className="space-y-4">
      {costing.stays.map((stay) => (
        <section
          key={stay.stayNo}
          aria-label={t('quotations.stayOption', 'Stay option {n}', { n: stay.stayNo })}
          className="space-y-1.5"
        >
          <h3 className="text-sm font-semibold text-slate-900">
            {t('quotations.stayOption', 'Stay option {n}', { n: stay.stayNo })}
          </h3>
          <p className="text-xs text-slate-500">
            {stay.hotels.map((h) => h.hotelName).join(' · ') || t('quotations.price.noHotel', 'No hotel')}
          </p>
          <dl className="space-y-1.5">
            {stay.occupancies.map((o) =>
              o.perPersonAdultPrice ? (
                <PriceLine
                  key={o.occupancy}
                  label={t('quotations.price.occupancyPerAdult', '{occupancy}, per adult', {
                    occupancy: occupancyLabel(t, o.occupancy),
                  })}
                  price={o.perPersonAdultPrice}
                  currency={cur}
                />
              ) : null,
            )}
            {withChildren && stay.perPersonChildPrice ? (
              <PriceLine
                label={t('quotations.perChild', 'Per child')}
                price={stay.perPersonChildPrice}
                currency={cur}
              />
            ) : null}
            {wholeTrip(stay.party)}
          </dl>
        </section>
      ))}
      {costing.landOnly ? (
        <dl className="space-y-1.5">
          <PriceLine
            label={t('quotations.perAdult', 'Per adult')}
            price={costing.landOnly.perPersonAdultPrice}
            currency={cur}
          />
          {withChildren && costing.landOnly.perPersonChildPrice ? (
            <PriceLine
              label={t('quotations.perChild', 'Per child')}
              price={costing.landOnly.perPersonChildPrice}
              currency={cur}
            />
          ) : null}
          {wholeTrip(costing.landOnly.party)}
        </dl>
      ) : null}
      {costing.supplements.length > 0 ? (
        <section
          aria-label={t('quotations.extras', 'Optional extras')}
          className="space-y-1.5 border-t border-slate-100 pt-3"
        >
          <h3 className="text-sm font-semibold text-slate-900">
            {t('quotations.price.extrasPerAdult', 'Optional extras, per adult')}
          </h3>
          <dl className="space-y-1.5">
            {costing.supplements.map((s) => (
              <PriceLine key={s.activityId} label={s.name} price={s.adultPrice} currency={cur} />
            ))}
          </dl>
        </section>
      ) : null}
      {costing.validUntil ? (
        <p className="border-t border-slate-100 pt-3 text-xs text-slate-600">
          {t('quotations.price.validUntil', 'Valid until {date}', { date: fmt.date(costing.validUntil) })}
        </p>
      ) : null}
    </div>
  );
}

/** The running price of the draft (POST preview), once it is complete enough to be priced. */
export function PricePanel({ nationality }: { nationality: string }) {
  const t = useT();
  const draft = useAppSelector(selectQuotationDraft);
  const input = useMemo(() => previewInput(draft, nationality), [draft, nationality]);
  const settled = useDebounced(input, PREVIEW_DEBOUNCE_MS);
  const ready = settled !== null && JSON.stringify(settled) === JSON.stringify(input);
  const preview = useQuotationPreviewQuery(ready ? settled : skipToken);
  const problems = preview.error ? Object.values(fieldErrors(preview.error)).flat() : [];

  return (
    <Card
      role="region"
      aria-label={t('quotations.perPerson', 'Price per person')}
      aria-live="polite"
      aria-busy={preview.isFetching || undefined}
    >
      <CardHeader
        title={t('quotations.perPerson', 'Price per person')}
        description={t('quotations.price.description', 'Your client’s price; your cost below it.')}
      />
      <CardBody>
        {input === null ? (
          <p className="text-sm text-slate-600">
            {t(
              'quotations.price.fillIn',
              'Fill in the dates, airports and the services to see the price. Hotels not chosen yet are left out.',
            )}
          </p>
        ) : !ready || (preview.isFetching && !preview.data) ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" label="" />{' '}
            {t('quotations.price.pricing', 'Pricing the quotation...')}
          </p>
        ) : preview.error ? (
          <div role="alert" className="space-y-1 text-sm text-red-700">
            <p className="font-medium">
              {errorMessage(preview.error, t('quotations.price.failed', 'The quotation could not be priced'))}
            </p>
            {problems.length > 0 ? (
              <ul className="list-disc ps-5">
                {[...new Set(problems)].map((p) => (
                  <li key={p}>{draftMessage(t, p)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : preview.data ? (
          <div className={preview.isFetching ? 'opacity-60' : undefined}>
            <Prices
              costing={preview.data}
              party={{ adults: draft.noOfAdults, children: draft.noOfChildren }}
            />
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
