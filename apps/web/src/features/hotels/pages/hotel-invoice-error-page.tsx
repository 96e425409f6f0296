import { Link, useSearchParams } from 'react-router';
import { XCircle } from 'lucide-react';
import { HOTEL_ORDER_PAGES } from '@portal/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatAedMinor } from '../../../lib/format';
import { useHotelOrderQuery } from '../api/booking.api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /hotel/invoice/error: the hotel error page (spec section 8) - what failed, and that nothing was
 * charged or what was refunded. The gateway or the booking names the order (?order=).
 */
export function HotelInvoiceErrorPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const known = UUID.test(orderId);
  const { data: order, isLoading } = useHotelOrderQuery(orderId, { skip: !known });
  const refunded = order?.paidWith ? order.price.agentPrice : 0;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <XCircle className="mb-4 size-14 text-red-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">The booking could not be completed</h1>
      {known && isLoading && <Skeleton className="mt-6 h-20 w-full" />}
      <p className="mt-2 text-slate-600" data-testid="hotel-error-text">
        {order?.statusReason ??
          (order?.status === 'expired'
            ? 'The payment was not completed in time and the booking was released.'
            : 'The payment did not go through or the hotel could not confirm the booking.')}
      </p>
      <p className="mt-2 font-medium text-slate-800" data-testid="hotel-error-money">
        {refunded > 0
          ? `${formatAedMinor(refunded)} was refunded to your wallet.`
          : 'Nothing was charged for this booking; if your card was charged, the amount is returned automatically.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {order && (
          <Link to={HOTEL_ORDER_PAGES.details(order._id)} className={buttonClasses('secondary')}>
            View booking {order.referenceNumber}
          </Link>
        )}
        <Link to="/" className={buttonClasses('primary')}>
          Search hotels
        </Link>
        <Link to={HOTEL_ORDER_PAGES.orders} className={buttonClasses('secondary')}>
          Hotel bookings
        </Link>
      </div>
    </div>
  );
}

export default HotelInvoiceErrorPage;
