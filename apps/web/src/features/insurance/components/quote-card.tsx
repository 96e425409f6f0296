import type { InsuranceQuoteAnswer } from '@portal/contracts';
import { formatMoney } from '@portal/domain';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useAppSelector } from '../../../app/store';
import { useT } from '../../../lib/i18n';
import { CoverageTable } from './coverage-table';
import { useFormats } from '../../../lib/use-formats';

/** The quote: price in the selected currency, the persons, and the coverage table. */
export function QuoteCard({ quote }: { quote: InsuranceQuoteAnswer }) {
  const t = useT();
  const fmt = useFormats();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const { price } = quote;
  return (
    <Card aria-label={t('insurance.quote', 'Quote')}>
      <CardHeader
        title={`${quote.plan.name}: ${fmt.price(price.agentPrice, currency)}`}
        description={t(
          'insurance.valueToValue2Tripdays',
          '{value} to {value2} · {tripDays} days · {personsCount} insured',
          {
            value: fmt.date(quote.generalData.travelFrom),
            value2: fmt.date(quote.generalData.travelTo),
            tripDays: quote.tripDays,
            personsCount: quote.persons.length,
          },
        )}
      />
      <CardBody className="space-y-4">
        <table className="w-full text-sm">
          <thead className="text-start text-slate-500">
            <tr>
              <th className="py-1 font-medium">{t('insurance.insuredPerson', 'Insured person')}</th>
              <th className="py-1 font-medium">{t('insurance.age', 'Age')}</th>
              <th className="py-1 text-end font-medium">{t('insurance.premium', 'Premium')}</th>
            </tr>
          </thead>
          <tbody>
            {quote.persons.map((p, i) => (
              <tr key={i} className="border-t border-slate-100">
                <td className="py-1">
                  {p.firstName} {p.lastName}
                </td>
                <td className="py-1">{p.age}</td>
                <td className="py-1 text-end">{fmt.price(p.agentPrice, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="grid grid-cols-2 gap-1 text-sm">
          <dt className="text-slate-500">Your price (VAT included)</dt>
          <dd className="text-end font-semibold" data-testid="quote-agent-price">
            {fmt.price(price.agentPrice, currency)}
          </dd>
          <dt className="text-slate-500">{t('insurance.vat', 'VAT')}</dt>
          <dd className="text-end">{fmt.price(price.vat, currency)}</dd>
          <dt className="text-slate-500">Client price (your markup included)</dt>
          <dd className="text-end">{fmt.price(price.sellPrice, currency)}</dd>
          {currency.isocode !== 'AED' ? (
            <>
              <dt className="text-slate-500">{t('insurance.chargedInAed', 'Charged in AED')}</dt>
              <dd className="text-end">{formatMoney(price.agentPrice)}</dd>
            </>
          ) : null}
        </dl>
        <CoverageTable plan={quote.plan} />
        <p className="text-xs text-slate-600">{quote.plan.cancellationRule}</p>
        {quote.plan.wordingUrl && (
          <a
            className="text-sm text-brand-700 underline"
            href={quote.plan.wordingUrl}
            target="_blank"
            rel="noreferrer"
          >
            {t('insurance.wording', 'Policy wording (PDF)')}
          </a>
        )}
      </CardBody>
    </Card>
  );
}
