import { CreditCard, Landmark, Send } from 'lucide-react';
import type { PaymentReturnPath, WalletSummaryAnswer } from '@portal/contracts';
import { Card, CardHeader } from '../../../components/ui/card';
import { useCan } from '../../../lib/permissions';
import { BankDepositForm } from './bank-deposit-form';
import { CardDepositForm } from './card-deposit-form';
import { Tabs } from './tabs';
import { WithdrawalForm } from './withdrawal-form';
import { useT } from '../../../lib/i18n';

export type MoneyAction = 'card' | 'bank' | 'withdraw';

/** Add funds by card or bank transfer, or ask for a payout. */
export function MoneyActionsCard({
  summary,
  action,
  onActionChange,
  onDepositRequested,
  onWithdrawalRequested,
  topUp,
}: {
  summary: WalletSummaryAnswer;
  /** A card top-up asked for by a link (amount and the page to come back to). */
  topUp?: { amount: string; returnPath: PaymentReturnPath | undefined } | undefined;
  action: MoneyAction;
  onActionChange: (action: MoneyAction) => void;
  onDepositRequested: () => void;
  onWithdrawalRequested: () => void;
}) {
  const t = useT();
  const body = 'px-4 py-5 sm:px-5';
  // Only what the user's role allows (issue 32): deposits and withdrawals are separate permissions.
  const can = useCan();
  const allowed: Record<MoneyAction, boolean> = {
    card: can('wallet.deposit'),
    bank: can('wallet.deposit'),
    withdraw: can('wallet.withdraw'),
  };
  const items = [
    {
      value: 'card',
      label: (
        <>
          <CreditCard className="size-4" aria-hidden="true" /> {t('wallet.tab.card', 'Card')}
        </>
      ),
      content: (
        <div className={body}>
          <CardDepositForm summary={summary} initialAmount={topUp?.amount} returnPath={topUp?.returnPath} />
        </div>
      ),
    },
    {
      value: 'bank',
      label: (
        <>
          <Landmark className="size-4" aria-hidden="true" /> {t('wallet.tab.bank', 'Bank transfer')}
        </>
      ),
      content: (
        <div className={body}>
          <BankDepositForm onSent={onDepositRequested} />
        </div>
      ),
    },
    {
      value: 'withdraw',
      label: (
        <>
          <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />{' '}
          {t('wallet.tab.withdraw', 'Withdraw')}
        </>
      ),
      content: (
        <div className={body}>
          <WithdrawalForm summary={summary} onSent={onWithdrawalRequested} />
        </div>
      ),
    },
  ].filter((item) => allowed[item.value as MoneyAction]);
  const first = items[0];
  if (!first) return null;
  const shown = allowed[action] ? action : (first.value as MoneyAction);
  return (
    <Card id="add-funds">
      <CardHeader
        title={t('wallet.actions.title', 'Add or withdraw funds')}
        description={t('wallet.actions.description', 'Top up by card or bank transfer, or request a payout.')}
      />
      <Tabs
        label={t('wallet.actions.label', 'Wallet actions')}
        value={shown}
        onValueChange={(value) => onActionChange(value as MoneyAction)}
        items={items}
      />
    </Card>
  );
}
