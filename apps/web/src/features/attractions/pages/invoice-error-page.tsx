import { Link, useSearchParams } from 'react-router';
import { XCircle } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAttractionOrderQuery } from '../api/orders.api';
import { UnpaidOrderActions } from '../components/unpaid-order-actions';
import { invoicePath, ORDERS_PATH, PAYMENT_PATH } from '../lib/paths';
import { useT } from '../../../lib/i18n';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /attractions/invoice/error: the attraction payment failed (spec section 8). The gateway names the
 * order (?order=): it can be paid again or discarded right here.
 */
export function InvoiceErrorPage() {
  const t = useT();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const known = UUID.test(orderId);
  const { data: order, isLoading } = useAttractionOrderQuery(orderId, { skip: !known });
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <XCircle className="mb-4 size-14 text-red-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">
        {t('attractions.paymentFailed', 'Payment failed')}
      </h1>
      <p className="mt-2 text-slate-600">
        Your payment could not be completed and your booking was not confirmed. No amount was taken for this
        order; if your card was charged, the amount is returned automatically.
      </p>
      {known && isLoading && <Skeleton className="mt-6 h-28 w-full" />}
      {order && (
        <div className="mt-6 w-full text-start">
          <UnpaidOrderActions order={order} />
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {order ? (
          <Link to={invoicePath(order._id)} className={buttonClasses('secondary')}>
            View order {order.referenceNumber}
          </Link>
        ) : (
          <Link to={PAYMENT_PATH} className={buttonClasses('primary')}>
            {t('attractions.backToCheckout', 'Back to checkout')}
          </Link>
        )}
        <Link to={ORDERS_PATH} className={buttonClasses('secondary')}>
          {t('attractions.viewOrders', 'View orders')}
        </Link>
      </div>
    </div>
  );
}

export default InvoiceErrorPage;
