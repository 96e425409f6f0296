import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Clock, FileCheck, Minus, Plus } from 'lucide-react';
import { VISA_PAGES } from '@portal/contracts';
import { addDays, DEFAULT_VISA_ADULTS, plainDateIn, visaCountsProblem } from '@portal/domain';
import { useAppSelector } from '../../../app/store';
import { DateInput } from '../../../components/date-input';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useVisaTypesQuery } from '../api/visas.api';
import { period } from '../lib/traveller-form';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

function Counter({
  label,
  value,
  min,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  onChange: (n: number) => void;
}) {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <span className="w-20 text-sm font-medium text-slate-700">{label}</span>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        aria-label={t('visas.fewerValue', 'Fewer {value}', { value: label.toLowerCase() })}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus className="size-4" aria-hidden="true" />
      </Button>
      <output aria-label={label} className="w-6 text-center tabular-nums">
        {value}
      </output>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        aria-label={t('visas.moreValue', 'More {value}', { value: label.toLowerCase() })}
        disabled={value >= 9}
        onClick={() => onChange(value + 1)}
      >
        <Plus className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** /visa/{id}?nationality=: the visa types sold to that nationality, priced in the selected currency. */
export function VisaTypesPage() {
  const t = useT();
  const fmt = useFormats();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const nationality = params.get('nationality') ?? '';
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const { data, error, isLoading } = useVisaTypesQuery(
    { visaId: id, nationalityId: nationality },
    { skip: !nationality },
  );
  const [adults, setAdults] = useState(DEFAULT_VISA_ADULTS);
  const [children, setChildren] = useState(0);
  const [travelDate, setTravelDate] = useState(() => addDays(plainDateIn(new Date()), 7));
  const countsProblem = visaCountsProblem({ noOfAdult: adults, noOfChild: children });

  if (!nationality)
    return (
      <div className="mx-auto max-w-3xl p-6">
        <EmptyState
          title={t('visas.chooseANationalityFirst', 'Choose a nationality first')}
          action={<Link to={VISA_PAGES.search}>{t('visas.backToTheVisa', 'Back to the visa search')}</Link>}
        />
      </div>
    );
  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">
        UAE visas
        {data
          ? t('visas.forNationalityNationals', ' for {nationality} nationals', {
              nationality: data.nationality.nationality,
            })
          : ''}
      </h1>
      <div className="my-4 flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-3">
        <Counter label={t('visas.adults', 'Adults')} value={adults} min={1} onChange={setAdults} />
        <Counter label={t('visas.children', 'Children')} value={children} min={0} onChange={setChildren} />
        <div className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <label htmlFor="visa-travel-date">{t('visas.travelDate', 'Travel date')}</label>
          <div className="w-40">
            <DateInput
              id="visa-travel-date"
              label={t('visas.travelDate', 'Travel date')}
              value={travelDate}
              min={plainDateIn(new Date())}
              compact
              onChange={setTravelDate}
            />
          </div>
        </div>
        {countsProblem && (
          <p role="alert" className="text-sm text-red-600">
            {countsProblem}
          </p>
        )}
      </div>
      {isLoading && <SkeletonList rows={4} label={t('visas.loadingVisaTypes', 'Loading visa types')} />}
      {error && (
        <p role="alert" className="text-red-600">
          {errorMessage(error, t('visas.theVisaTypesCould', 'The visa types could not be loaded'))}
        </p>
      )}
      {data && data.visaTypes.length === 0 && (
        <EmptyState
          title={t('visas.noVisaIsSold', 'No visa is sold to {nationality} nationals', {
            nationality: data.nationality.nationality,
          })}
          description={
            data.nationality.note ?? t('visas.thisNationalityIsNot', 'This nationality is not served.')
          }
        />
      )}
      <ul className="space-y-3">
        {data?.visaTypes.map((v) => {
          const total = adults * v.adultPrice + children * v.childPrice;
          return (
            <li
              key={v._id}
              className="rounded-xl border border-slate-200 bg-white p-4"
              data-testid="visa-type"
            >
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <h2 className="font-semibold text-slate-900">{v.visaName}</h2>
                  <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1">
                      <Clock className="size-4" aria-hidden="true" />{' '}
                      {t('visaTypes.processing', 'Processing {time}', {
                        time: period(v.processingTime, v.processingTimeFormat),
                      })}
                    </span>
                    <span>
                      {t('visaTypes.stay', 'Stay {time}', { time: period(v.stayPeriod, v.stayPeriodFormat) })}
                    </span>
                    <span>
                      {t('visaTypes.valid', 'Valid {time}', {
                        time: period(v.validity, v.validityTimeFormat),
                      })}
                    </span>
                    <span>
                      {v.entryType === 'single'
                        ? t('visas.singleEntry', 'Single entry')
                        : t('visas.multipleEntry', 'Multiple entry')}
                    </span>
                    <span>
                      {t('visaTypes.children', 'Children {from}-{to} years', {
                        from: v.ageFrom,
                        to: v.ageTo,
                      })}
                    </span>
                  </p>
                </div>
                <div className="sm:shrink-0 sm:text-end">
                  <p className="text-sm text-slate-600">
                    {t('visaTypes.adult', 'Adult')}{' '}
                    <span className="font-semibold text-slate-900" data-testid="visa-adult-price">
                      {fmt.price(v.adultPrice, currency)}
                    </span>
                    {' · '}
                    {t('visaTypes.child', 'Child')}{' '}
                    <span className="font-semibold text-slate-900">
                      {fmt.price(v.childPrice, currency)}
                    </span>
                  </p>
                  <p className="text-lg font-bold text-slate-900">{fmt.price(total, currency)}</p>
                  <Button
                    className="mt-1 h-auto! min-h-10 w-full py-2 sm:w-auto"
                    disabled={Boolean(countsProblem)}
                    onClick={() => {
                      const q = new URLSearchParams({
                        nationality,
                        visaType: v._id,
                        adults: String(adults),
                        children: String(children),
                        travelDate,
                      });
                      void navigate(`${VISA_PAGES.apply(id)}?${q.toString()}`);
                    }}
                  >
                    <span className="whitespace-normal">
                      {t('visaTypes.applyFor', 'Apply for {visa}', { visa: v.visaName })}
                    </span>
                  </Button>
                </div>
              </div>
              <details className="mt-2 text-sm text-slate-600">
                <summary className="cursor-pointer font-medium text-slate-700">
                  <FileCheck className="me-1 inline size-4" aria-hidden="true" />{' '}
                  {t('visas.documentsNeededAndTerms', 'Documents needed and terms')}
                </summary>
                <ul className="mt-1 list-disc ps-6">
                  {v.documents.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
                <p className="mt-2">{v.terms}</p>
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
