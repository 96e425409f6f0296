import { Link } from 'react-router';
import { BookedBy } from '../../../../components/orders/booked-by';
import { QUOTATION_PAGES, type QuotationListItemDto } from '@portal/contracts';
import { useAppSelector } from '../../../../app/store';

import { StatusPill } from '../status-pill';
import { useT } from '../../../../lib/i18n';
import { useFormats } from '../../../../lib/use-formats';

const link = 'font-semibold text-sky-700 underline';

/** The quotations of the list page, one row each (the latest version, or the confirmed one). */
export function QuotationsTable({ rows }: { rows: readonly QuotationListItemDto[] }) {
  const t = useT();
  const fmt = useFormats();
  const me = useAppSelector((s) => s.session.agent?._id);
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">{t('quotations.yourQuotations', 'Your quotations')}</caption>
        <thead className="bg-slate-50 text-start text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('quotations.col.quotation', 'Quotation')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('quotations.col.reference', 'Your reference')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('quotations.col.client', 'Client')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('quotations.col.dates', 'Dates')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('quotations.col.pax', 'Pax')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('quotations.col.versions', 'Versions')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('order.status', 'Status')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('quotations.col.from', 'From, per person')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">{t('quotations.col.actions', 'Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const a = row.amendment;
            // A reseller's list holds its sub-agents' quotations too: theirs to change, its to read.
            const mine = row.agent._id === me;
            return (
              <tr key={row._id} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2">
                  <span className="font-semibold whitespace-nowrap text-slate-900">
                    {row.quotationNumber}
                  </span>
                  <span className="block text-xs text-slate-500">{fmt.date(row.createdAt)}</span>
                  {mine ? null : (
                    <span className="block text-xs text-slate-600">
                      {t('quotations.by', 'by {name}', { name: row.agent.name })}
                    </span>
                  )}
                  <BookedBy name={row.bookedBy} className="block" />
                </td>
                <td className="px-3 py-2">{row.agentQuotationNumber || '-'}</td>
                <td className="px-3 py-2">{row.clientName}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {fmt.date(a.checkInDate)} - {fmt.date(a.checkOutDate)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {t('quotations.adults', '{n, plural, one {# adult} other {# adults}}', { n: a.noOfAdults })}
                  {a.noOfChildren > 0
                    ? `${t('common.listSeparator', ', ')}${t('quotations.children', '{n, plural, one {# child} other {# children}}', { n: a.noOfChildren })}`
                    : ''}
                </td>
                <td className="px-3 py-2">{row.totalAmendments}</td>
                <td className="px-3 py-2">
                  <StatusPill status={row.status} />
                </td>
                <td className="px-3 py-2 text-end whitespace-nowrap">
                  {a.fromPerPerson === null ? '-' : fmt.money(a.fromPerPerson, a.currency)}
                </td>
                <td className="px-3 py-2">
                  <div className="flex gap-3 whitespace-nowrap">
                    <Link
                      to={QUOTATION_PAGES.view(a._id)}
                      className={link}
                      aria-label={t('quotations.viewOf', 'View {number}', { number: row.quotationNumber })}
                    >
                      {t('quotations.view', 'View')}
                    </Link>
                    {mine && row.status !== 'confirmed' ? (
                      <Link
                        to={QUOTATION_PAGES.edit(a._id)}
                        className={link}
                        aria-label={t('quotations.editOf', 'Edit {number}', { number: row.quotationNumber })}
                      >
                        {t('quotations.edit', 'Edit')}
                      </Link>
                    ) : null}
                    <Link
                      to={QUOTATION_PAGES.email(a._id)}
                      className={link}
                      aria-label={t('quotations.emailOf', 'Email text of {number}', {
                        number: row.quotationNumber,
                      })}
                    >
                      {t('quotations.email', 'Email')}
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
