import type { NotificationKind } from '@portal/domain';
import type { Translate } from '../../lib/i18n';

/** A notification kind in the reader's language (NOTIFICATION_KIND_LABELS keeps the English ones). */
export function notificationKindLabel(t: Translate, kind: NotificationKind): string {
  switch (kind) {
    case 'booking_confirmed':
      return t('notify.kind.bookingConfirmed', 'Booking confirmed');
    case 'supplier_confirmation':
      return t('notify.kind.supplierConfirmation', 'Supplier confirmation number received');
    case 'pay_later_due_48h':
      return t('notify.kind.due48', 'Pay-later deadline in 48 hours');
    case 'pay_later_due_24h':
      return t('notify.kind.due24', 'Pay-later deadline in 24 hours');
    case 'cancelled_unpaid':
      return t('notify.kind.cancelledUnpaid', 'Cancelled for non-payment');
    case 'visa_status':
      return t('notify.kind.visaStatus', 'Visa status changed');
    case 'deposit_resolved':
      return t('notify.kind.depositResolved', 'Deposit confirmed or cancelled');
    case 'withdrawal_paid':
      return t('notify.kind.withdrawalPaid', 'Withdrawal paid');
    case 'credit_limit_changed':
      return t('notify.kind.creditLimit', 'Credit limit changed');
    case 'low_balance':
      return t('notify.kind.lowBalance', 'Low balance');
    case 'quotation_confirmed':
      return t('notify.kind.quotationConfirmed', 'Quotation confirmed by a sub-agent');
  }
}
