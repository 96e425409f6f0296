import { CompanyMarkupsSection } from './company-markups-section';
import { CurrencyRatesSection } from './currency-rates-section';

/** /admin/markups: the company's markups and the currency rates agents are priced with. */
export function AdminMarkupsPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <div>
        <h1 className="text-xl font-bold text-slate-900">Markups and rates</h1>
        <p className="mt-0.5 text-sm text-slate-600">
          What the company adds to every agent price, and the rates prices are converted with.
        </p>
      </div>
      <CompanyMarkupsSection />
      <CurrencyRatesSection />
    </div>
  );
}
