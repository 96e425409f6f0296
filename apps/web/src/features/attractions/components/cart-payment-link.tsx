import { useCreateCartPaymentLinkMutation } from '../../payment-links/api/payment-links.api';
import { PaymentLinkDialog } from '../../payment-links/components/payment-links-card';
import { useT } from '../../../lib/i18n';
import type { AttractionCartItem } from '../attractions.slice';
import type { CheckoutFormValues } from '../lib/checkout-form';
import { toOrderItem } from '../lib/activity-choice';

/**
 * "Send payment link" of the checkout (issue 39 §2): the cart and its lead traveller become a link for
 * the agency's client, at the agency's sell price; the booking is made once the client paid.
 */
export function CartPaymentLinkDialog({
  cart,
  values,
  lastDay,
  onClose,
}: {
  cart: readonly AttractionCartItem[];
  values: CheckoutFormValues;
  lastDay: string;
  onClose: () => void;
}) {
  const t = useT();
  const [create, created] = useCreateCartPaymentLinkMutation();
  return (
    <PaymentLinkDialog
      lastDay={lastDay}
      description={t(
        'payLinks.cartText',
        'The link asks your client for your sell price of this cart. Nothing is booked until your client pays; then the booking is made and paid from your wallet, and your margin stays in it. If it cannot be booked, your client is refunded.',
      )}
      onSubmit={(fields) =>
        void create({
          ...fields,
          cart: {
            items: cart.map(toOrderItem),
            leadTraveller: values.leadTraveller,
            agentReferenceNumber: values.agentReferenceNumber,
          },
        })
      }
      created={created}
      onClose={onClose}
    />
  );
}
