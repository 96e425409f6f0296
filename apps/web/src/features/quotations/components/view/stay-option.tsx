import type { QuotedStayDto } from '@portal/contracts';
import { vehiclesText } from '../../lib/email-text';
import { nightsText, occupancyLabel, transferTypeLabel, wholeTripText } from '../../lib/labels';
import { Amount } from './amount';
import { useT } from '../../../../lib/i18n';
import { useFormats } from '../../../../lib/use-formats';

const th = 'px-3 py-2 text-start font-medium';
const td = 'px-3 py-2 align-top';

/** One stay option of the client document: hotels, transfers and the prices per person. */
export function StayOption({
  stay,
  currency,
  withChildren,
  party,
  showCost,
  single,
}: {
  stay: QuotedStayDto;
  currency: string;
  withChildren: boolean;
  party: { adults: number; children: number };
  showCost: boolean;
  single: boolean;
}) {
  const t = useT();
  const fmt = useFormats();
  const transfers = stay.transfers.filter((x) => x.transferType !== 'without');
  return (
    <section
      className="break-inside-avoid space-y-3"
      aria-label={t('quotations.stayOption', 'Stay option {n}', { n: stay.stayNo })}
    >
      <h2 className="text-lg font-semibold text-slate-900">
        {single
          ? t('quotations.yourStay', 'Your stay')
          : t('quotations.option', 'Option {n}', { n: stay.stayNo })}
      </h2>
      {stay.hotels.length > 0 ? (
        <div className="relative overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="bg-slate-50 text-slate-500">
              <tr>
                <th scope="col" className={th}>
                  {t('quotations.hotel', 'Hotel')}
                </th>
                <th scope="col" className={th}>
                  {t('quotations.roomBoard', 'Room and board')}
                </th>
                <th scope="col" className={th}>
                  {t('quotations.col.dates', 'Dates')}
                </th>
                <th scope="col" className={th}>
                  {t('quotations.cancellation', 'Cancellation')}
                </th>
              </tr>
            </thead>
            <tbody>
              {stay.hotels.map((h, i) => (
                <tr key={`${h.hotelId}-${i}`} className="border-t border-slate-100">
                  <td className={td}>
                    <span className="font-medium text-slate-900">{h.hotelName}</span>
                    <span className="block text-xs text-slate-500">
                      {[h.areaName, h.cityName].filter(Boolean).join(t('common.listSeparator', ', '))}
                      {/^\d$/.test(h.starCategory)
                        ? ` · ${t('quotations.stars', '{n} stars', { n: h.starCategory })}`
                        : ''}
                    </span>
                  </td>
                  <td className={td}>
                    {h.roomTypeName}
                    <span className="block text-xs text-slate-500">{h.boardTypeName}</span>
                  </td>
                  <td className={`${td} whitespace-nowrap`}>
                    {fmt.date(h.checkInDate)} - {fmt.date(h.checkOutDate)}
                    <span className="block text-xs text-slate-500">{nightsText(t, h.nights)}</span>
                  </td>
                  <td className={td}>
                    {h.isRefundable
                      ? t('quotations.rate.refundable', 'Refundable')
                      : t('quotations.rate.nonRefundable', 'Non-refundable')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {transfers.length > 0 ? (
        <ul className="space-y-1 text-sm text-slate-700">
          {transfers.map((x, i) => (
            <li key={i}>
              <span className="font-medium">{t('quotations.transfer', 'Transfer')}</span>{' '}
              <bdi>
                {x.transferFromName} → {x.transferToName}
              </bdi>
              : {transferTypeLabel(t, x.transferType)}
              {x.vehicleTypes.length ? ` (${vehiclesText(x.vehicleTypes)})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {stay.occupancies.map((o) =>
          o.perPersonAdultPrice ? (
            <div key={o.occupancy} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">
                {t('quotations.roomPerAdult', '{occupancy} room, per adult', {
                  occupancy: occupancyLabel(t, o.occupancy),
                })}
              </dt>
              <dd>
                <Amount price={o.perPersonAdultPrice} currency={currency} showCost={showCost} />
              </dd>
            </div>
          ) : null,
        )}
        {withChildren && stay.perPersonChildPrice ? (
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-500">
              {t('quotations.perChildSharing', 'Per child (sharing)')}
            </dt>
            <dd>
              <Amount price={stay.perPersonChildPrice} currency={currency} showCost={showCost} />
            </dd>
          </div>
        ) : null}
      </dl>
      {stay.party ? (
        <WholeTrip total={stay.party} party={party} currency={currency} showCost={showCost} />
      ) : null}
    </section>
  );
}

/** The whole trip for the party: the figure the client pays in all. */
export function WholeTrip({
  total,
  party,
  currency,
  showCost,
}: {
  total: NonNullable<QuotedStayDto['party']>;
  party: { adults: number; children: number };
  currency: string;
  showCost: boolean;
}) {
  const t = useT();
  return (
    <dl className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3">
      <dt className="text-sm font-medium text-slate-700">{wholeTripText(t, party, total.rooms)}</dt>
      <dd className="text-end">
        <Amount price={total.total} currency={currency} showCost={showCost} />
      </dd>
    </dl>
  );
}
