import type { QuotedExcursionDto } from '@portal/contracts';
import { vehiclesText } from '../../lib/email-text';
import { excursionTypeLabel } from '../../lib/labels';
import { Amount } from './amount';
import { useT } from '../../../../lib/i18n';

const th = 'px-3 py-2 font-medium';

/** Excursions (included) or supplements (optional extras) with their prices per person. */
export function ExtrasTable({
  title,
  note,
  rows,
  currency,
  withChildren,
  showCost,
  priced,
}: {
  title: string;
  note: string;
  rows: readonly QuotedExcursionDto[];
  currency: string;
  withChildren: boolean;
  showCost: boolean;
  /** Included excursions are in the per-person prices; optional extras carry their own. */
  priced: boolean;
}) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <section className="break-inside-avoid space-y-2" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-sm text-slate-600">{note}</p>
      <div className="relative overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full min-w-[32rem] text-sm">
          <thead className="bg-slate-50 text-start text-slate-500">
            <tr>
              <th scope="col" className={th}>
                {t('quotations.excursion', 'Excursion')}
              </th>
              <th scope="col" className={th}>
                {t('quotations.takenAs', 'Taken as')}
              </th>
              {priced ? (
                <th scope="col" className={`${th} text-end`}>
                  {t('quotations.perAdult', 'Per adult')}
                </th>
              ) : null}
              {priced && withChildren ? (
                <th scope="col" className={`${th} text-end`}>
                  {t('quotations.perChild', 'Per child')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.activityId} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2">
                  <span className="font-medium text-slate-900">{e.name}</span>
                  {e.attractionTitle !== e.name ? (
                    <span className="block text-xs text-slate-500">{e.attractionTitle}</span>
                  ) : null}
                </td>
                <td className="px-3 py-2">
                  {excursionTypeLabel(t, e.excursionType)}
                  {e.vehicleTypes.length ? (
                    <span className="block text-xs text-slate-500">{vehiclesText(e.vehicleTypes)}</span>
                  ) : null}
                </td>
                {priced ? (
                  <td className="px-3 py-2 text-end">
                    <Amount price={e.adultPrice} currency={currency} showCost={showCost} />
                  </td>
                ) : null}
                {priced && withChildren ? (
                  <td className="px-3 py-2 text-end">
                    <Amount price={e.childPrice} currency={currency} showCost={showCost} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
