import type { StatementType } from '@portal/contracts';
import { MODULES } from '@portal/domain';
import type { Translate } from '../../../lib/i18n';
import { moduleLabel } from '../../../lib/module-labels';

/** A statement line's type in the reader's language (contracts' STATEMENT_TYPE_LABELS holds the English). */
export function statementTypeLabel(t: Translate, type: StatementType): string {
  switch (type) {
    case 'opening_balance':
      return t('wallet.type.openingBalance', 'Opening balance');
    case 'card_deposit':
      return t('wallet.type.cardDeposit', 'Card deposit');
    case 'client_payment':
      return t('wallet.type.clientPayment', 'Client payment');
    case 'bank_deposit':
      return t('wallet.type.bankDeposit', 'Bank deposit');
    case 'deposit':
      return t('wallet.type.deposit', 'Deposit');
    case 'transfer_in':
      return t('wallet.type.transferIn', 'Transfer received');
    case 'transfer_out':
      return t('wallet.type.transferOut', 'Transfer sent');
    case 'payment':
      return t('wallet.type.payment', 'Booking');
    case 'refund':
      return t('wallet.type.refund', 'Refund');
    case 'withdrawal':
      return t('wallet.type.withdrawal', 'Withdrawal');
    case 'credit_limit':
      return t('wallet.type.creditLimit', 'Credit limit change');
    case 'earnings':
      return t('wallet.type.earnings', 'Earning');
    case 'adjustment':
      return t('wallet.type.adjustment', 'Adjustment');
  }
}

/** A statement line's product: the wallet itself or a module, by its menu name. */
export function productLabel(t: Translate, product: string): string {
  if (product === 'wallet') return t('wallet.title', 'Wallet');
  const module = MODULES.find((m) => m.name === product);
  return module ? moduleLabel(t, module.name, module.label) : product;
}
