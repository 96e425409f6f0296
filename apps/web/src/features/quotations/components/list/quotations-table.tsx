import { Link } from 'react-router';
import { BookedBy } from '../../../../components/orders/booked-by';
import { QUOTATION_PAGES, type QuotationListItemDto } from '@portal/contracts';
import { useAppSelector } from '../../../../app/store';
import { formatDate } from '../../../../lib/format';
import { money, plural } from '../../lib/labels';
import { StatusPill } from '../status-pill';

const link = 'font-semibold text-sky-700 underline';

/** The quotations of the list page, one row each (the latest version, or the confirmed one). */
export function QuotationsTable({ rows }: { rows: readonly QuotationListItemDto[] }) {
  const me = useAppSelector((s) => s.session.agent?._id);
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">Your quotations</caption>
        <thead className="bg-slate-50 text-start text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Quotation
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Your reference
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Client
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Dates
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Pax
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Versions
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              From, per person
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Actions</span>
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
                  <span className="block text-xs text-slate-500">{formatDate(row.createdAt)}</span>
                  {mine ? null : <span className="block text-xs text-slate-600">by {row.agent.name}</span>}
                  <BookedBy name={row.bookedBy} className="block" />
                </td>
                <td className="px-3 py-2">{row.agentQuotationNumber || '-'}</td>
                <td className="px-3 py-2">{row.clientName}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatDate(a.checkInDate)} - {formatDate(a.checkOutDate)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {plural(a.noOfAdults, 'adult')}
                  {a.noOfChildren > 0 ? `, ${plural(a.noOfChildren, 'child', 'children')}` : ''}
                </td>
                <td className="px-3 py-2">{row.totalAmendments}</td>
                <td className="px-3 py-2">
                  <StatusPill status={row.status} />
                </td>
                <td className="px-3 py-2 text-end whitespace-nowrap">
                  {a.fromPerPerson === null ? '-' : money(a.fromPerPerson, a.currency)}
                </td>
                <td className="px-3 py-2">
                  <div className="flex gap-3 whitespace-nowrap">
                    <Link
                      to={QUOTATION_PAGES.view(a._id)}
                      className={link}
                      aria-label={`View ${row.quotationNumber}`}
                    >
                      View
                    </Link>
                    {mine && row.status !== 'confirmed' ? (
                      <Link
                        to={QUOTATION_PAGES.edit(a._id)}
                        className={link}
                        aria-label={`Edit ${row.quotationNumber}`}
                      >
                        Edit
                      </Link>
                    ) : null}
                    <Link
                      to={QUOTATION_PAGES.email(a._id)}
                      className={link}
                      aria-label={`Email text of ${row.quotationNumber}`}
                    >
                      Email
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
