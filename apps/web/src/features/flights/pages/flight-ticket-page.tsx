import { Link, useParams, useSearchParams } from 'react-router';
import { AlertTriangle, CheckCircle2, Clock, SearchX } from 'lucide-react';
import { FLIGHT_PAGES } from '@portal/contracts';
import { StatusBadge } from '../../../components/status-badge';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { flightBookingApi, useFlightOrderQuery } from '../api/booking.api';
import {
  AWAITING_SUPPLIER_POLL_MS,
  AwaitingSupplierNotice,
  isAwaitingSupplier,
} from '../../../components/orders/awaiting-supplier';
import { BookingDocuments } from '../components/booking-documents';
import { BookingOverview } from '../components/booking-overview';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const WAITING = ['pending_payment', 'processing'];

/**
 * /b2b/flight/ticket/booking/{bookingId}: the e-ticket - PNR, ticket numbers, itinerary in local
 * times, seats, meals, baggage and the fare rules, with the PDF to view or download. The card
 * gateway returns here; a payment or ticketing still settling is asked again every 2 seconds.
 */
export function FlightTicketPage() {
  const t = useT();
  const fmt = useFormats();
  const { bookingId = '' } = useParams();
  const [params] = useSearchParams();
  const cached = flightBookingApi.endpoints.flightOrder.useQueryState(bookingId).data;
  // A ticketing the airline did not answer in time keeps the order processing: not a payment to wait for.
  const awaiting = !!cached && isAwaitingSupplier(cached.status, [cached.ticketStatus]);
  const settling = !!cached && WAITING.includes(cached.status) && !awaiting;
  const {
    data: booking,
    error,
    isLoading,
  } = useFlightOrderQuery(bookingId, {
    pollingInterval: settling ? 2000 : awaiting ? AWAITING_SUPPLIER_POLL_MS : 0,
  });

  if (isLoading)
    return (
      <div
        className="mx-auto max-w-6xl space-y-3 px-3 py-6 sm:px-6"
        role="status"
        aria-label={t('flights.ticket.loading', 'Loading the e-ticket')}
      >
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (error || !booking)
    return (
      <EmptyState
        icon={<SearchX className="size-7" />}
        title={t('order.loadFailed', 'This booking could not be loaded')}
        description={errorMessage(error, t('flights.order.checkList', 'Please check your flight bookings.'))}
        action={
          <Link to={FLIGHT_PAGES.orders} className={buttonClasses('secondary')}>
            {t('flights.order.goToList', 'Go to flight bookings')}
          </Link>
        }
      />
    );

  const ticketed = booking.ticketStatus === 'confirmed';
  const failedPayment = params.get('payment') === 'failed';
  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-6">
      {failedPayment && booking.status !== 'completed' && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {t(
            'flights.ticket.cardFailed',
            'The card payment did not go through; nothing was charged and no ticket was issued.',
          )}
        </p>
      )}
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {ticketed ? (
            <p className="mb-1 flex items-center gap-2 font-medium text-emerald-700" data-testid="ticketed">
              <CheckCircle2 className="size-5" aria-hidden="true" />{' '}
              {t('flights.ticket.issued', 'Tickets issued')}
            </p>
          ) : awaiting ? (
            <div className="mb-2">
              <AwaitingSupplierNotice what={t('flights.order.theTickets', 'the tickets')} />
            </div>
          ) : settling ? (
            <p className="mb-1 flex items-center gap-2 font-medium text-amber-700">
              <Clock className="size-5" aria-hidden="true" />
              {t('order.waitingPayment', 'Waiting for the payment to be confirmed')}
            </p>
          ) : booking.status === 'failed' ? (
            <p className="mb-1 flex items-center gap-2 font-medium text-red-700">
              <AlertTriangle className="size-5" aria-hidden="true" />
              {booking.statusReason ??
                t(
                  'flights.ticket.notConfirmed',
                  'The airline did not confirm this booking. Nothing was charged.',
                )}
            </p>
          ) : null}
          <h1 className="text-2xl font-bold text-slate-900">
            {t('flights.orders.ticket', 'E-ticket')}{' '}
            {booking.pnr && (
              <span>
                · {t('flights.orders.pnr', 'PNR')} <span data-testid="pnr">{booking.pnr}</span>
              </span>
            )}
          </h1>
          <p className="text-sm text-slate-500">
            {t('flights.ticket.subtitle', 'Booking {reference} · your reference {agentReference} · {time}', {
              reference: booking.referenceNumber,
              agentReference: booking.agentReferenceNumber,
              time: fmt.dateTime(booking.createdAt, { withZone: true }),
            })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={booking.status} />
          <Link
            to={FLIGHT_PAGES.details(booking._id)}
            className={buttonClasses('secondary', 'md', 'print:hidden')}
          >
            {t('order.details', 'Booking details')}
          </Link>
        </div>
      </div>
      <div className="mb-4">
        <BookingDocuments booking={booking} />
      </div>
      <BookingOverview booking={booking} showPrices={false} />
      <p className="mt-4 print:hidden">
        <Link to={FLIGHT_PAGES.orders} className="text-sm font-medium text-brand-700 hover:underline">
          {t('flights.ticket.all', 'All flight bookings')}
        </Link>
      </p>
    </div>
  );
}

export default FlightTicketPage;
