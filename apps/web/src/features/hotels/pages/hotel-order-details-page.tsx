import { useState } from 'react';
import { AgencyBadge } from '../../../components/orders/agency-filter';
import { BookedBy } from '../../../components/orders/booked-by';
import { Link, useParams } from 'react-router';
import { CalendarClock, SearchX } from 'lucide-react';
import { HOTEL_ORDER_PAGES } from '@portal/contracts';
import {
  AWAITING_SUPPLIER_POLL_MS,
  AwaitingSupplierNotice,
  isAwaitingSupplier,
} from '../../../components/orders/awaiting-supplier';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { statusLabel } from '../../../components/status-badge';
import { errorMessage } from '../../../lib/api';
import { useHotelOrderQuery } from '../api/booking.api';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { OrderDocuments } from '../components/order-documents';
import { OrderSummary } from '../components/order-summary';
import { PayOrderDialog } from '../components/pay-order-dialog';
import { formatDisplayDate } from '../../../lib/display-date';
import { PaymentLinksCard } from '../../payment-links/components/payment-links-card';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** /hotel/order/{id}/details: the whole booking, its status timeline, documents, pay (pay later) and cancel. */
export function HotelOrderDetailsPage() {
  const { id = '' } = useParams();
  const { data: order, error, isLoading } = useHotelOrderQuery(id);
  const awaiting = order ? isAwaitingSupplier(order.status, [order.bookingStatus]) : false;
  useHotelOrderQuery(id, { skip: !awaiting, pollingInterval: AWAITING_SUPPLIER_POLL_MS });
  const [dialog, setDialog] = useState<'pay' | 'cancel' | null>(null);
  const t = useT();
  const fmt = useFormats();

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
  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">
            {t('order.title', 'Booking {reference}', { reference: order.referenceNumber })}
          </h1>
          <p className="text-sm text-slate-500">
            {t('order.yourReference', 'Your reference {reference}', {
              reference: order.agentReferenceNumber,
            })}{' '}
            ·{' '}
            {t('orders.booked', 'booked {date}', {
              date: fmt.dateTime(order.createdAt, { withZone: true }),
            })}
          </p>
          <BookedBy name={order.bookedBy} />
          {order.agency && (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <AgencyBadge agency={order.agency} />{' '}
              {t('order.readOnly', 'Read-only: booked by your sub-agent.')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          {order.actions.pay && (
            <Button variant="accent" onClick={() => setDialog('pay')}>
              <CalendarClock className="size-4" aria-hidden="true" /> {t('order.payNow', 'Pay now')}
            </Button>
          )}
          {order.actions.cancel && (
            <Button variant="danger" onClick={() => setDialog('cancel')}>
              {t('cancel.booking', 'Cancel booking')}
            </Button>
          )}
        </div>
      </div>
      {awaiting && (
        <div className="mb-4">
          <AwaitingSupplierNotice what={t('order.theBooking', 'the booking')} />
        </div>
      )}
      <div className="mb-4">
        <OrderDocuments order={order} />
      </div>
      {!order.agency && (
        <PaymentLinksCard
          orderId={order._id}
          unpaid={order.status === 'unpaid'}
          lastDateForPayment={order.lastDateForPayment}
        />
      )}
      <OrderSummary order={order} />
      <Card className="mt-4 p-4 sm:p-6">
        <h2 className="mb-3 text-base font-semibold text-slate-900">
          {t('order.history', 'Status history')}
        </h2>
        <ol
          className="relative space-y-3 border-s border-slate-200 ps-5"
          aria-label={t('order.history', 'Status history')}
        >
          {order.timeline.map((event, i) => (
            <li key={`${event.at}-${i}`} className="text-sm" data-testid="timeline-event">
              <span className="absolute -start-1.5 mt-1.5 size-3 rounded-full border-2 border-white bg-brand-600" />
              <p className="font-medium text-slate-900">{statusLabel(event.status)}</p>
              <p className="text-xs text-slate-500">{fmt.dateTime(event.at, { withZone: true })}</p>
              {event.note && <p className="text-slate-600">{event.note}</p>}
            </li>
          ))}
        </ol>
      </Card>
      <p className="mt-4 print:hidden">
        <Link to={HOTEL_ORDER_PAGES.orders} className="text-sm font-medium text-brand-700 hover:underline">
          {t('order.all', 'All hotel bookings')}
        </Link>
      </p>
      {dialog === 'cancel' && (
        <CancelOrderDialog
          target={{
            orderId: order._id,
            title: `${order.hotel.name} · ${formatDisplayDate(order.fromDate)} - ${formatDisplayDate(order.toDate)}`,
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'pay' && (
        <PayOrderDialog
          target={{
            orderId: order._id,
            referenceNumber: order.referenceNumber,
            amount: order.price.agentPrice,
            lastDateForPayment: order.lastDateForPayment,
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

export default HotelOrderDetailsPage;
