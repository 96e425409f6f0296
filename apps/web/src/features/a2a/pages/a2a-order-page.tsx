import { BookedBy } from '../../../components/orders/booked-by';
import { OrderCreditNotes } from '../../../components/orders/credit-notes';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { A2aPassengerDto } from '@portal/contracts';
import { A2A_PAGES, A2A_PATHS } from '@portal/contracts';
import { useNationalityName } from '../../../components/country-select';
import { StatusBadge } from '../../../components/status-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useDownload } from '../../../lib/use-download';
import { useA2aOrderQuery } from '../api/a2a.api';
import { CancelPassengerDialog, type CancelPassengerTarget } from '../components/cancel-passenger-dialog';
import { ChangePassengerDialog } from '../components/change-passenger-dialog';
import { FlightLine } from '../components/flight-line';
import { useCan } from '../../../lib/permissions';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const ACTIVE = ['booked', 'confirmed'];

/** /a2a/order/{id}: passengers with their status, tickets, cancel or change a passenger before the deadline. */
export function A2aOrderPage() {
  const t = useT();
  const fmt = useFormats();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { data: order, error, isLoading } = useA2aOrderQuery(id, { pollingInterval: 0 });
  const { busy, download } = useDownload();
  const can = useCan();
  const nationalityName = useNationalityName();
  const [cancelling, setCancelling] = useState<CancelPassengerTarget | null>(null);
  const [changing, setChanging] = useState<A2aPassengerDto | null>(null);

  if (isLoading) return <SkeletonList rows={4} label={t('a2a.loadingTheBooking', 'Loading the booking')} />;
  if (error || !order)
    return (
      <p role="alert" className="m-6 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
        {errorMessage(error, t('a2a.thisBookingCouldNot', 'This booking could not be loaded.'))}
      </p>
    );
  const paid = order.status === 'completed' || order.status === 'cancelled';
  const deadline = fmt.dateTime(order.ticket.deadline, { withZone: true });

  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-6">
      <Link to={A2A_PAGES.orders} className="text-sm font-medium text-brand-700 hover:underline">
        {t('a2a.a2aBookings2', '← A2A bookings')}
      </Link>
      {params.get('payment') === 'failed' && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          The card payment did not go through; nothing was charged.
        </p>
      )}
      <div className="mt-2 mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            {order.ticket.sector.fromCity} → {order.ticket.sector.toCity}
          </h1>
          <p className="text-sm text-slate-600">
            {t('a2a.booking', 'Booking')} <span data-testid="a2a-reference">{order.referenceNumber}</span>
            {order.pnrNo && <> · Airline PNR {order.pnrNo}</>}
          </p>
          <BookedBy name={order.bookedBy} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} />
          {paid && (
            <Button
              variant="secondary"
              loading={busy === 'all'}
              onClick={() =>
                void download('all', A2A_PATHS.ticketsPdf(order._id), `${order.referenceNumber}.pdf`)
              }
            >
              {t('a2a.downloadTickets', 'Download tickets')}
            </Button>
          )}
          {paid && (
            <Button
              variant="secondary"
              loading={busy === 'invoice'}
              onClick={() =>
                void download('invoice', A2A_PATHS.invoice(order._id), `invoice-${order.referenceNumber}.pdf`)
              }
            >
              {t('a2a.taxInvoice', 'Tax invoice')}
            </Button>
          )}
        </div>
      </div>
      <OrderCreditNotes orderId={order._id} className="mb-4" />
      <Card className="mb-4 grid gap-3 p-4 md:grid-cols-3">
        <FlightLine label={t('a2a.onward', 'Onward')} flight={order.ticket.onward} />
        {order.ticket.return ? (
          <FlightLine label={t('a2a.return', 'Return')} flight={order.ticket.return} />
        ) : (
          <span />
        )}
        <dl className="grid grid-cols-[1fr_auto] gap-1 text-sm">
          <dt>{t('a2a.youPaid', 'You paid')}</dt>
          <dd className="tabular-nums font-semibold">{fmt.aedMinor(order.price.agentPrice)}</dd>
          {order.price.markup > 0 && (
            <>
              <dt className="text-slate-600">{t('a2a.clientPrice', 'Client price')}</dt>
              <dd className="tabular-nums text-slate-600">{fmt.aedMinor(order.price.sellPrice)}</dd>
            </>
          )}
          <dt className="text-slate-600">{t('a2a.baggage', 'Baggage')}</dt>
          <dd className="text-slate-600">{order.ticket.baggage}</dd>
        </dl>
      </Card>
      <p
        className={
          order.canChange ? 'mb-3 text-sm text-slate-600' : 'mb-3 text-sm font-medium text-amber-800'
        }
        data-testid="a2a-deadline"
      >
        {order.canChange
          ? t(
              'a2a.namesPassportsAndCancellations',
              'Names, passports and cancellations can be changed until {deadline}.',
              { deadline },
            )
          : t('a2a.changesAndCancellationsClosed', 'Changes and cancellations closed {deadline}.', {
              deadline,
            })}
      </p>
      <Card>
        <ul className="divide-y divide-slate-100">
          {order.passengers.map((p) => {
            const active = ACTIVE.includes(p.status);
            const name = `${p.title} ${p.firstName} ${p.lastName}`;
            return (
              <li
                key={p._id}
                className="grid gap-2 p-4 md:grid-cols-[1.5fr_1fr_auto] md:items-center"
                data-testid="a2a-passenger-row"
              >
                <div>
                  <p className="font-medium text-slate-900">
                    {p.passengerNo}. {name}
                  </p>
                  <p className="text-sm text-slate-600">
                    Passport {p.passportNo} · {nationalityName(p.nationality)}
                    {p.infantDetails &&
                      t('a2a.infantTitleFirstnameLastname', ' · infant {title} {firstName} {lastName}', {
                        title: p.infantDetails.title,
                        firstName: p.infantDetails.firstName,
                        lastName: p.infantDetails.lastName,
                      })}
                  </p>
                </div>
                <div className="text-sm">
                  <p className="tabular-nums">{fmt.aedMinor(p.amount)}</p>
                  {p.status === 'cancelled' && p.refundAmount != null && (
                    <p className="text-xs text-slate-600">
                      Refunded {fmt.aedMinor(p.refundAmount)} (fee {fmt.aedMinor(p.cancellationFee ?? 0)})
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-2 md:justify-end">
                  <StatusBadge status={p.status} />
                  {paid && (
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={busy === p._id}
                      onClick={() =>
                        void download(
                          p._id,
                          A2A_PATHS.ticketPdf(order._id, p._id),
                          `${order.referenceNumber}-${p.passengerNo}.pdf`,
                        )
                      }
                    >
                      {t('a2a.ticket', 'Ticket')}
                    </Button>
                  )}
                  {/* Only what the user's role may do (the API refuses the rest). */}
                  {active && can('bookings.book') && (
                    <Button variant="ghost" size="sm" onClick={() => setChanging(p)}>
                      {t('a2a.change', 'Change')}
                    </Button>
                  )}
                  {active && can('bookings.cancel') && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setCancelling({ orderId: order._id, passengerId: p._id, name })}
                    >
                      {t('a2a.cancel', 'Cancel')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </Card>
      {cancelling && <CancelPassengerDialog target={cancelling} onClose={() => setCancelling(null)} />}
      {changing && (
        <ChangePassengerDialog orderId={order._id} passenger={changing} onClose={() => setChanging(null)} />
      )}
    </div>
  );
}
