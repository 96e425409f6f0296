import { useT } from '../../lib/i18n';
import { ChevronDown } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../store';
import { Flag } from '../../components/flag';
import { Dropdown, DropdownItem } from '../../components/ui/dropdown';
import { useInitialDataQuery } from '../../lib/shell-api';
import { homeActions } from '../../stores/home.slice';

/** Spec section 2.2: flag and country name per entry; picking applies and stores it, and closes the list. */
export function CurrencyPicker() {
  const dispatch = useAppDispatch();
  const selected = useAppSelector((s) => s.home.selectedCurrency);
  const { data, isLoading, isError, refetch } = useInitialDataQuery();
  const currencies = data?.currencies ?? [];
  const t = useT();

  return (
    <Dropdown
      label={t('currency.label', 'Currency: {code}', { code: selected.isocode })}
      trigger={
        <>
          <Flag emoji={selected.flag} />
          {/* Small screens keep the flag only (the button's name still says the currency). */}
          <span className="hidden text-sm font-semibold sm:inline">{selected.isocode}</span>
          <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
        </>
      }
      triggerClassName="inline-flex h-10 items-center gap-1 rounded-lg border border-slate-200 bg-white px-2 text-slate-800 shadow-sm hover:bg-slate-50 aria-expanded:border-brand-400 sm:gap-1.5 sm:px-2.5"
      menuClassName="w-72 max-w-[calc(100vw-1.5rem)] max-h-80"
    >
      {isLoading && (
        <p className="px-3 py-2 text-sm text-slate-500">{t('currency.loading', 'Loading currencies…')}</p>
      )}
      {isError && (
        <DropdownItem onSelect={() => void refetch()}>
          {t('currency.error', 'Currencies could not be loaded. Try again')}
        </DropdownItem>
      )}
      {currencies.map((c) => (
        <DropdownItem
          key={c.isocode}
          checked={c.isocode === selected.isocode}
          onSelect={() =>
            dispatch(
              homeActions.currencyPicked({
                isocode: c.isocode,
                conversionRate: c.conversionRate,
                flag: c.country.flag,
              }),
            )
          }
        >
          <Flag country={c.country.isocode} emoji={c.country.flag} lazy />
          <span className="min-w-0 flex-1 truncate">{c.country.countryName}</span>
          <span className="text-xs font-medium text-slate-500">{c.isocode}</span>
        </DropdownItem>
      ))}
    </Dropdown>
  );
}
