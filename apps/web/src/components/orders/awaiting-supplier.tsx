import { useT } from '../../lib/i18n';

/**
 * How often an order page asks again while a supplier's confirmation is awaited (a second
 * subscription of the page's query with `skip: !awaiting` polls the shared cache entry).
 */
export const AWAITING_SUPPLIER_POLL_MS = 15_000;

/**
 * The booking core keeps an order `processing` while a line's supplier outcome is unknown (its
 * supplier did not answer in time): not completed, no tax invoice yet.
 */
export function isAwaitingSupplier(orderStatus: string, lineStatuses: readonly string[]): boolean {
  return orderStatus === 'processing' && lineStatuses.includes('pending_supplier');
}

/** Said instead of success while the supplier has not confirmed (order pages of every product). */
export function AwaitingSupplierNotice({ what }: { what: string }) {
  const t = useT();
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="awaiting-supplier"
    >
      <p className="font-semibold">{t('awaitingSupplier.title', "Awaiting the supplier's confirmation")}</p>
      <p>
        {t(
          'awaitingSupplier.text',
          'The supplier did not confirm {what} in time. We keep asking it automatically; this page updates when it answers. If it does not confirm, the booking fails and the amount paid is refunded to your wallet.',
          { what },
        )}
      </p>
    </div>
  );
}
