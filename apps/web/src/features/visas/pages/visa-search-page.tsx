import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Stamp } from 'lucide-react';
import { VISA_PAGES, type VisaNationalityDto } from '@portal/contracts';
import { HomeTabs } from '../../../components/home-tabs';
import { Button } from '../../../components/ui/button';
import { useVisaNationalitiesQuery, useVisasQuery } from '../api/visas.api';
import { NationalitySelect } from '../components/nationality-select';
import { useT } from '../../../lib/i18n';

/** /visa (spec 2.6): destination fixed to the UAE, nationality required; choosing goes to the visa types. */
export function VisaSearchPage() {
  const t = useT();
  const navigate = useNavigate();
  const visas = useVisasQuery();
  const nationalities = useVisaNationalitiesQuery();
  const [chosen, setChosen] = useState<VisaNationalityDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uae = visas.data?.find((v) => v.country.isocode === 'AE') ?? visas.data?.[0];
  const go = (n: VisaNationalityDto | null) => {
    if (!n) {
      setError(t('formError.nationality', 'Choose a nationality'));
      return;
    }
    if (uae) void navigate(VISA_PAGES.types(uae._id, n._id));
  };
  return (
    <div className="pb-12">
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-3 pt-6 pb-24 sm:px-6 sm:pt-10">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-2xl font-bold text-white sm:text-3xl">{t('visas.uaeVisas', 'UAE visas')}</h1>
          <p className="mt-1 text-brand-100">
            {t(
              'visas.transitTouristAndMultiple',
              'Transit, tourist and multiple-entry visas for your clients.',
            )}
          </p>
        </div>
      </section>
      <div className="relative z-10 mx-auto -mt-20 max-w-7xl px-3 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-2 shadow-lg sm:p-3">
          <HomeTabs />
          <form
            role="search"
            aria-label={t('visas.visaSearch2', 'Visa search')}
            className="grid gap-4 border-t border-slate-100 p-2 pt-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-3 sm:pt-5"
            onSubmit={(e) => {
              e.preventDefault();
              go(chosen);
            }}
          >
            <div>
              <span className="mb-1 block text-sm font-medium text-slate-700">
                {t('visas.destination', 'Destination')}
              </span>
              <p className="flex h-11 items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm">
                <Stamp className="size-4 text-brand-700" aria-hidden="true" />
                {uae?.country.countryName ?? t('visas.unitedArabEmirates', 'United Arab Emirates')}
              </p>
            </div>
            <NationalitySelect
              nationalities={nationalities.data ?? []}
              value={chosen}
              error={
                error ??
                (nationalities.isError
                  ? t('visas.theNationalitiesCouldNot', 'The nationalities could not be loaded')
                  : null)
              }
              onChange={(n) => {
                setChosen(n);
                setError(null);
                go(n);
              }}
            />
            <Button type="submit" disabled={!uae}>
              {t('visas.showVisas', 'Show visas')}
            </Button>
          </form>
        </div>
      </div>
    </div>
  );
}
