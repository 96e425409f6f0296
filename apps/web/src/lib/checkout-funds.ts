import { WALLET_PATHS, type WalletSummaryAnswer } from '@portal/contracts';
import { percentOf } from '@portal/domain';
import { api } from './api';
import { formatAedMinor, majorToMinor } from './format';
import { t } from './i18n';

/**
 * What every checkout (attractions, hotels) shows before paying: the wallet's available funds and
 * the card fee, and what the payment options say about them.
 */
export const checkoutFundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The wallet's available funds and the card fee, shown before paying. */
    checkoutFunds: build.query<WalletSummaryAnswer, void>({
      query: () => WALLET_PATHS.summary,
      providesTags: ['Wallet'],
    }),
  }),
});

export const { useCheckoutFundsQuery } = checkoutFundsApi;

/** How often an open checkout asks the wallet again while it cannot pay. */
export const FUNDS_POLL_MS = 15_000;

/**
 * The funds every checkout relies on, kept current: asked on opening, again whenever the tab comes
 * back into view (a card deposit in another tab) and every FUNDS_POLL_MS while the wallet cannot pay
 * `total` (a transfer from the parent agent), so Pay enables without a reload (issue 30).
 */
export function useCheckoutFunds(total: number | null) {
  const known = checkoutFundsApi.endpoints.checkoutFunds.useQueryState(undefined);
  const short = total !== null && known.data !== undefined && majorToMinor(known.data.available) < total;
  return useCheckoutFundsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
    pollingInterval: short ? FUNDS_POLL_MS : 0,
  });
}

export interface CheckoutFunds {
  /** What the wallet can pay (balance and unused credit), minor units; null until known. */
  availableMinor: number | null;
  /** Card fee percentage; null until known. */
  feePercent: number | null;
}

export interface PaymentNotes {
  walletNote: string;
  cardNote: string;
  /** How much the wallet lacks for this order (0 when it can pay); null until known. */
  shortfall: number | null;
  cardFee: number | null;
}

/** The funds of a loaded wallet summary (null figures while loading). */
export function checkoutFunds(data: WalletSummaryAnswer | undefined): CheckoutFunds {
  return {
    availableMinor: data ? majorToMinor(data.available) : null,
    feePercent: data?.cardFeePercent ?? null,
  };
}

/**
 * What the payment options say: only figures that are known (the wallet and the card fee load from
 * the server), with the wallet's shortfall for this order.
 */
export function paymentNotes(
  total: number,
  funds: CheckoutFunds,
  state: 'loading' | 'error' | 'ready',
  /** What is paid, e.g. "order" or "booking". */
  noun = 'order',
): PaymentNotes {
  if (state !== 'ready' || funds.availableMinor === null || funds.feePercent === null) {
    const failed = state === 'error';
    return {
      walletNote: failed
        ? t('checkout.walletFailed', 'Your wallet could not be checked.')
        : t('checkout.walletChecking', 'Checking your wallet…'),
      cardNote: failed
        ? t('checkout.feeFailed', 'The card fee could not be worked out.')
        : t('checkout.feeWorking', 'Working out the card fee…'),
      shortfall: null,
      cardFee: null,
    };
  }
  const shortfall = Math.max(0, total - funds.availableMinor);
  const cardFee = percentOf(total, funds.feePercent);
  return {
    walletNote:
      shortfall > 0
        ? t(
            'checkout.availableShort',
            'Available: {available} ({short} short for this {noun, select, booking {booking} other {order}})',
            {
              available: formatAedMinor(funds.availableMinor),
              short: formatAedMinor(shortfall),
              noun,
            },
          )
        : t('checkout.available', 'Available: {available}', {
            available: formatAedMinor(funds.availableMinor),
          }),
    cardNote:
      funds.feePercent > 0
        ? t('checkout.cardFeeNote', 'Card fee {percent}%: {fee}', {
            percent: funds.feePercent,
            fee: formatAedMinor(cardFee),
          })
        : t('checkout.noCardFee', 'No card fee.'),
    shortfall,
    cardFee,
  };
}
