/**
 * A card payment gateway. Our side creates a `payments` row, sends the browser to the gateway's
 * hosted page (createPayment), and settles only on a callback that verifyCallback accepts; the
 * amount, currency, order reference and single use are then checked against the row.
 */
export interface PaymentOrder {
  paymentId: string;
  /** Our order reference (a deposit id, an order id); the gateway echoes it in the callback. */
  orderRef: string;
  /** Minor units. */
  amount: number;
  currency: string;
  description: string;
  /** The portal address the agent pays from (the checked return origin); a sandbox hosts its page there. */
  siteOrigin?: string;
}

export interface VerifiedCallback {
  paymentId: string;
  orderRef: string;
  amount: number;
  currency: string;
  status: 'succeeded' | 'failed';
  /** Unique per callback; stored so the same callback can never settle twice. */
  nonce: string;
}

export interface RefundOrder {
  /** The settled payment to refund (part of). */
  paymentId: string;
  /** Minor units, at most the payment's amount. */
  amount: number;
  currency: string;
  /** Ours, unique per refund: asking again with it answers the same refund (never a second one). */
  refundRef: string;
}

export interface PaymentGateway {
  readonly name: string;
  /** Where to send the browser to pay (the gateway's hosted page). May call the gateway's API. */
  createPayment(order: PaymentOrder): Promise<{ redirectUrl: string }>;
  /** Checks the callback's signature and shape; throws AppError (400) for anything forged or malformed. */
  verifyCallback(payload: unknown): VerifiedCallback;
  /** Returns money of a settled payment to the card; idempotent on `refundRef`. Throws when it cannot. */
  refund(order: RefundOrder): Promise<{ refundId: string }>;
}
