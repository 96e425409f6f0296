import { Link } from 'react-router';
import { Hourglass } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { ORDERS_PATH } from '../lib/paths';
import { useT } from '../../../lib/i18n';

/** /payment/approval: the payment is being confirmed by the gateway or awaits approval. */
export function PaymentApprovalPage() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <Hourglass className="mb-4 size-14 text-amber-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">
        {t('attractions.paymentAwaitingApproval', 'Payment awaiting approval')}
      </h1>
      <p className="mt-2 text-slate-600">
        We have received your payment request and it is being confirmed. Your booking is confirmed as soon as
        the payment is approved; this usually takes a few minutes. You can follow its status in your orders.
      </p>
      <Link to={ORDERS_PATH} className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('attractions.goToOrders', 'Go to orders')}
      </Link>
    </div>
  );
}

export default PaymentApprovalPage;
