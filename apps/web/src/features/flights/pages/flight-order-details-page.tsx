import { BookedBy } from '../../../components/orders/booked-by';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { FLIGHT_PAGES } from '@portal/contracts';
import { StatusBadge } from '../../../components/status-badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useFlightOrderQuery } from '../api/booking.api';
import {
  AWAITING_SUPPLIER_POLL_MS,
  AwaitingSupplierNotice,
  isAwaitingSupplier,
} from '../../../components/orders/awaiting-supplier';
import { BookingDocuments } from '../components/booking-documents';
import { BookingOverview } from '../components/booking-overview';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** /b2b/flight/order/details/{bookingId}: itinerary, passengers with tickets, add-ons, payments, invoice, cancel. */
export function FlightOrderDetailsPage() {
  const t = useT();
  const fmt = useFormats();
  const { bookingId = '' } = useParams();
  const { data: booking, error, isLoading } = useFlightOrderQuery(bookingId);
  const awaiting = booking ? isAwaitingSupplier(booking.status, [booking.ticketStatus]) : false;
  useFlightOrderQuery(bookingId, { skip: !awaiting, pollingInterval: AWAITING_SUPPLIER_POLL_MS });
  const [cancelling, setCancelling] = useState(false);

  if (isLoading)
    return (
      <div
        className="mx-auto max-w-6xl space-y-3 px-3 py-6 sm:px-6"
        role="status"
        aria-label={t('order.loading', 'Loading the booking')}
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
  const route = booking.offer.journeys.map((j) => `${j.from} → ${j.to}`).join(' · ');
  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-6">
      <Link to={FLIGHT_PAGES.orders} className="text-sm font-medium text-brand-700 hover:underline">
        <span className="rtl:hidden">←</span>
        <span className="hidden rtl:inline">→</span> {t('flights.orders.title', 'Flight bookings')}
      </Link>
      <div className="mt-2 mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">
            {t('order.title', 'Booking {reference}', { reference: booking.referenceNumber })}
          </h1>
          <p className="text-sm text-slate-600">
            {booking.offer.carrierName} · <bdi>{route}</bdi>
            {booking.pnr && (
              <>
                {' '}
                · {t('flights.orders.pnr', 'PNR')} <span data-testid="pnr">{booking.pnr}</span>
              </>
            )}
          </p>
          <p className="text-xs text-slate-500">
            {t('order.yourReference', 'Your reference {reference}', {
              reference: booking.agentReferenceNumber,
            })}{' '}
            ·{' '}
            {t('orders.booked', 'booked {date}', {
              date: fmt.dateTime(booking.createdAt, { withZone: true }),
            })}
            {booking.invoiceNumber && (
              <> · {t('order.invoice', 'Invoice {number}', { number: booking.invoiceNumber })}</>
            )}
          </p>
          <BookedBy name={booking.bookedBy} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={booking.status} />
          {booking.status === 'completed' && booking.ticketStatus !== 'confirmed' && (
            <StatusBadge status={booking.ticketStatus} />
          )}
          {booking.actions.ticket && (
            <Link to={FLIGHT_PAGES.ticket(booking._id)} className={buttonClasses('secondary', 'sm')}>
              {t('flights.orders.ticket', 'E-ticket')}
            </Link>
          )}
          {booking.actions.cancel && (
            <Button variant="danger" size="sm" onClick={() => setCancelling(true)}>
              {t('flights.order.cancel', 'Cancel booking')}
            </Button>
          )}
        </div>
      </div>
      {awaiting && (
        <div className="mb-4">
          <AwaitingSupplierNotice what={t('flights.order.theTickets', 'the tickets')} />
        </div>
      )}
      {booking.statusReason && !awaiting && (
        <p className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">{booking.statusReason}</p>
      )}
      <div className="mb-4">
        <BookingDocuments booking={booking} />
      </div>
      <BookingOverview booking={booking} />
      {cancelling && (
        <CancelBookingDialog
          target={{ bookingId: booking._id, title: `${booking.referenceNumber} · ${route}` }}
          onClose={() => setCancelling(false)}
        />
      )}
    </div>
  );
}

export default FlightOrderDetailsPage;
