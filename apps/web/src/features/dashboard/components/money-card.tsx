import { Link } from 'react-router';
import type { MoneyAnswer } from '@portal/contracts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { useAed } from '../../../lib/use-aed';

/** Balance, credit used, pending deposits and withdrawals, earnings waiting, unpaid pay later. */
export function MoneyCard({ money }: { money: MoneyAnswer }) {
  const t = useT();
  const { aed, count } = useAed();
  const rows: [string, string, string][] = [
    [t('money.available', 'Available to spend'), aed(money.available), 'money-available'],
    [t('money.balance', 'Balance'), aed(money.balance), 'money-balance'],
    [
      t('money.creditUsed', 'Credit used'),
      t('money.creditOf', '{used} of {limit}', {
        used: aed(money.creditUsed),
        limit: aed(money.creditLimit),
      }),
      'money-credit',
    ],
    [
      t('money.pendingDeposits', 'Pending deposits'),
      `${count(money.pendingDeposits.count)} · ${aed(money.pendingDeposits.amount)}`,
      'money-deposits',
    ],
    [
      t('money.pendingWithdrawals', 'Pending withdrawals'),
      `${count(money.pendingWithdrawals.count)} · ${aed(money.pendingWithdrawals.amount)}`,
      'money-withdrawals',
    ],
    [t('money.earningsWaiting', 'Earnings waiting'), aed(money.earningsWaiting), 'money-earnings'],
    [
      t('money.unpaidPayLater', 'Unpaid pay later'),
      `${count(money.unpaidPayLater.count)} · ${aed(money.unpaidPayLater.amount)}`,
      'money-unpaid',
    ],
  ];
  return (
    <Card>
      <CardHeader
        title={t('money.title', 'Money')}
        actions={
          <Link to="/wallet" className="text-sm font-medium text-brand-700 hover:underline">
            {t('money.openWallet', 'Open wallet')}
          </Link>
        }
      />
      <CardBody>
        <dl className="divide-y divide-slate-100">
          {rows.map(([label, value, id]) => (
            <div key={id} className="flex items-baseline justify-between gap-3 py-2">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-sm font-semibold text-slate-900 tabular-nums" data-testid={id}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
