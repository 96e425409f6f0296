import { Link } from 'react-router';
import { XCircle } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { ORDERS_PATH, PAYMENT_PATH } from '../lib/paths';

/** /attractions/invoice/error: the attraction payment failed (spec section 8). */
export function InvoiceErrorPage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <XCircle className="mb-4 size-14 text-red-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">Payment failed</h1>
      <p className="mt-2 text-slate-600">
        Your payment could not be completed and your booking was not confirmed. No amount was taken for this
        order; if your card was charged, the amount is returned automatically.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={PAYMENT_PATH} className={buttonClasses('primary')}>
          Back to checkout
        </Link>
        <Link to={ORDERS_PATH} className={buttonClasses('secondary')}>
          View orders
        </Link>
      </div>
    </div>
  );
}

export default InvoiceErrorPage;
