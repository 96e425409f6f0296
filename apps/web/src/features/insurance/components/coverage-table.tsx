import type { InsurancePlanDto } from '@portal/contracts';
import { formatMoney } from '@portal/domain';
import { useT } from '../../../lib/i18n';

/** Coverage lines of a plan: limit and excess per insured person in the plan's currency. */
export function CoverageTable({ plan }: { plan: Pick<InsurancePlanDto, 'coverage' | 'coverageCurrency'> }) {
  const t = useT();
  return (
    <table className="w-full text-sm" aria-label={t('insurance.coverage', 'Coverage')}>
      <thead className="text-start text-slate-500">
        <tr>
          <th className="py-1 font-medium">{t('insurance.cover', 'Cover')}</th>
          <th className="py-1 text-end font-medium">Limit ({plan.coverageCurrency})</th>
          <th className="py-1 text-end font-medium">{t('insurance.excess', 'Excess')}</th>
        </tr>
      </thead>
      <tbody>
        {plan.coverage.map((c) => (
          <tr key={c.kind} className="border-t border-slate-100">
            <td className="py-1">{c.label}</td>
            <td className="py-1 text-end">
              {c.limit > 0
                ? formatMoney(c.limit, plan.coverageCurrency)
                : t('insurance.notCovered', 'Not covered')}
            </td>
            <td className="py-1 text-end">
              {c.limit > 0 ? formatMoney(c.excess, plan.coverageCurrency) : '-'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
