import { Link } from 'react-router';
import type { MoneyAnswer } from '@portal/contracts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { formatAed } from '../../../lib/money';

/** Balance, credit used, pending deposits and withdrawals, earnings waiting, unpaid pay later. */
export function MoneyCard({ money }: { money: MoneyAnswer }) {
  const rows: [string, string, string][] = [
    ['Available to spend', formatAed(money.available), 'money-available'],
    ['Balance', formatAed(money.balance), 'money-balance'],
    ['Credit used', `${formatAed(money.creditUsed)} of ${formatAed(money.creditLimit)}`, 'money-credit'],
    [
      'Pending deposits',
      `${money.pendingDeposits.count} · ${formatAed(money.pendingDeposits.amount)}`,
      'money-deposits',
    ],
    [
      'Pending withdrawals',
      `${money.pendingWithdrawals.count} · ${formatAed(money.pendingWithdrawals.amount)}`,
      'money-withdrawals',
    ],
    ['Earnings waiting', formatAed(money.earningsWaiting), 'money-earnings'],
    [
      'Unpaid pay later',
      `${money.unpaidPayLater.count} · ${formatAed(money.unpaidPayLater.amount)}`,
      'money-unpaid',
    ],
  ];
  return (
    <Card>
      <CardHeader
        title="Money"
        actions={
          <Link to="/wallet" className="text-sm font-medium text-brand-700 hover:underline">
            Open wallet
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
