import { Link, useParams } from 'react-router';
import { CheckCircle2, Clock, SearchX } from 'lucide-react';
import { HOTEL_ORDER_PAGES } from '@portal/contracts';
import {
  AWAITING_SUPPLIER_POLL_MS,
  AwaitingSupplierNotice,
  isAwaitingSupplier,
} from '../../../components/orders/awaiting-supplier';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { hotelBookingApi, useHotelOrderQuery } from '../api/booking.api';
import { OrderDocuments } from '../components/order-documents';
import { OrderSummary } from '../components/order-summary';
import { useFormats } from '../../../lib/use-formats';

/** /hotel/invoice/{id}: the booking is done - its summary with voucher and invoice downloads. */
export function HotelInvoicePage() {
  const { id = '' } = useParams();
  const t = useT();
  const fmt = useFormats();
  // A card payment may still be settling when the gateway sends the agent back: ask again meanwhile.
  const cached = hotelBookingApi.endpoints.hotelOrder.useQueryState(id).data;
  // A supplier that did not answer in time keeps the order processing: not a payment to wait for.
  const awaiting = cached ? isAwaitingSupplier(cached.status, [cached.bookingStatus]) : false;
  const settling = cached?.status === 'pending_payment' || (cached?.status === 'processing' && !awaiting);
  const {
    data: order,
    error,
    isLoading,
  } = useHotelOrderQuery(id, {
    pollingInterval: settling ? 2000 : awaiting ? AWAITING_SUPPLIER_POLL_MS : 0,
  });

  if (isLoading) {
    return (
      <div
        className="mx-auto max-w-5xl space-y-3 px-3 py-6 sm:px-6"
        role="status"
        aria-label={t('order.loading', 'Loading the booking')}
      >
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (error || !order) {
    return (
      <EmptyState
        icon={<SearchX className="size-7" />}
        title={t('order.loadFailed', 'This booking could not be loaded')}
        description={errorMessage(error, t('order.checkList', 'Please check your bookings list.'))}
        action={
          <Link to={HOTEL_ORDER_PAGES.orders} className={buttonClasses('secondary')}>
            {t('order.goToList', 'Go to hotel bookings')}
          </Link>
        }
      />
    );
  }
  const unpaid = order.status === 'unpaid';
  const waiting = settling;
  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {awaiting ? (
            <div className="mb-2">
              <AwaitingSupplierNotice what={t('what.theBooking', 'the booking')} />
            </div>
          ) : waiting ? (
            <p className="mb-1 flex items-center gap-2 font-medium text-amber-700">
              <Clock className="size-5" aria-hidden="true" />{' '}
              {t('order.waitingPayment', 'Waiting for the payment to be confirmed')}
            </p>
          ) : (
            order.status !== 'failed' &&
            order.status !== 'cancelled' && (
              <p
                className="mb-1 flex items-center gap-2 font-medium text-emerald-700"
                data-testid="booking-done"
              >
                <CheckCircle2 className="size-5" aria-hidden="true" />
                {unpaid
                  ? t('order.bookedUnpaid', 'Booked - to be paid later')
                  : t('order.successful', 'Booking successful')}
              </p>
            )
          )}
          <h1 className="text-2xl font-bold text-slate-900">
            {t('order.title', 'Booking {reference}', { reference: order.referenceNumber })}
          </h1>
          <p className="text-sm text-slate-500">
            {t('order.yourReference', 'Your reference {reference}', {
              reference: order.agentReferenceNumber,
            })}{' '}
            · {fmt.dateTime(order.createdAt, { withZone: true })}
          </p>
        </div>
        <Link
          to={HOTEL_ORDER_PAGES.details(order._id)}
          className={buttonClasses('secondary', 'md', 'print:hidden')}
        >
          {t('order.details', 'Booking details')}
        </Link>
      </div>
      <div className="mb-4">
        <OrderDocuments order={order} />
      </div>
      <OrderSummary order={order} />
      <p className="mt-4 print:hidden">
        <Link to={HOTEL_ORDER_PAGES.orders} className="text-sm font-medium text-brand-700 hover:underline">
          {t('order.all', 'All hotel bookings')}
        </Link>
      </p>
    </div>
  );
}

export default HotelInvoicePage;
