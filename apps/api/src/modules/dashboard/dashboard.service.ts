import type {
  DashboardQuery,
  DeadlineRow,
  DeadlinesAnswer,
  MoneyAnswer,
  SalesAnswer,
  SalesFigures,
} from '@portal/contracts';
import { DEADLINE_KINDS } from '@portal/contracts';
import { addDays, availableFunds, bucketOf, periodRange, plainDateIn, type DayRange } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { iso, major } from '../wallet/money-format.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { deadlinesOf, moneyFigures, salesBuckets, subAgentSales, userSales } from './dashboard.repository.ts';

export const DEADLINE_DAYS = 7;
const DEADLINE_LIMIT = 100;

export function rangeOf(q: DashboardQuery, now: Date): DayRange {
  if (q.period === 'custom' && q.from && q.to) return { from: q.from, to: q.to };
  return periodRange(q.period === 'custom' ? 'this_month' : q.period, now);
}

interface MinorFigures {
  bookings: number;
  sell: number;
  net: number;
  cancelled: number;
  fees: number;
}
const empty = (): MinorFigures => ({ bookings: 0, sell: 0, net: 0, cancelled: 0, fees: 0 });
function add(into: MinorFigures, r: MinorFigures): void {
  into.bookings += r.bookings;
  into.sell += r.sell;
  into.net += r.net;
  into.cancelled += r.cancelled;
  into.fees += r.fees;
}
const figures = (f: MinorFigures): SalesFigures => ({
  bookings: f.bookings,
  sellValue: major(f.sell),
  netCost: major(f.net),
  markup: major(f.sell - f.net),
  cancelled: f.cancelled,
  cancellationFees: major(f.fees),
});

/** Sales and profit of the period: totals, per product, per bucket, and per sub-agent for resellers. */
export async function salesOf(
  deps: AppDeps,
  agent: { agentId: string; role: string },
  q: DashboardQuery,
): Promise<SalesAnswer> {
  const { db } = deps.database;
  const range = rangeOf(q, deps.clock.now());
  const bucket = bucketOf(range);
  const [rows, subAgents, users] = await Promise.all([
    salesBuckets(db, agent.agentId, range, bucket),
    agent.role === 'reseller' ? subAgentSales(db, agent.agentId, range) : Promise.resolve([]),
    userSales(db, agent.agentId, range),
  ]);
  const totals = empty();
  const byProduct = new Map<string, MinorFigures>();
  for (const r of rows) {
    add(totals, r);
    const p = byProduct.get(r.product) ?? empty();
    add(p, r);
    byProduct.set(r.product, p);
  }
  return {
    ...range,
    bucket,
    currency: 'AED',
    totals: figures(totals),
    byProduct: [...byProduct].map(([product, f]) => ({ product, ...figures(f) })),
    series: rows
      .filter((r) => r.bookings > 0)
      .map((r) => ({
        period: r.period,
        product: r.product,
        bookings: r.bookings,
        sellValue: major(r.sell),
        markup: major(r.sell - r.net),
      })),
    subAgents: subAgents.map((s) => ({ ...s, value: major(s.value), earnings: major(s.earnings) })),
    subAgentEarnings: major(subAgents.reduce((sum, s) => sum + s.earnings, 0)),
    users: users.map((u) => ({
      userId: u.userId,
      name: u.name,
      bookings: u.bookings,
      sellValue: major(u.sell),
      markup: major(u.sell - u.net),
    })),
  };
}

/** What falls due in the next seven days, soonest first, with one action where one fits. */
export async function deadlinesAhead(deps: AppDeps, agentId: string): Promise<DeadlinesAnswer> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + DEADLINE_DAYS * 86_400_000);
  const today = plainDateIn(now);
  const rows = await deadlinesOf(
    deps.database.db,
    agentId,
    now,
    until,
    today,
    addDays(today, DEADLINE_DAYS),
    DEADLINE_LIMIT,
  );
  const deadlines: DeadlineRow[] = rows.flatMap((r) => {
    const kind = DEADLINE_KINDS.find((k) => k === r.kind);
    if (!kind) return [];
    return [
      {
        kind,
        at: iso(r.at) ?? '',
        orderId: r.orderId,
        product: r.product,
        referenceNumber: r.referenceNumber,
        title: r.title,
        leadName: r.leadName,
        amount: major(r.amount),
        targetId: r.targetId,
        action: kind === 'pay_later' ? 'pay' : kind === 'free_cancellation' ? 'cancel' : null,
      },
    ];
  });
  return { days: DEADLINE_DAYS, deadlines };
}

export async function moneyOf(deps: AppDeps, agentId: string): Promise<MoneyAnswer> {
  const [position, m] = await Promise.all([
    walletService(deps).position(agentId),
    moneyFigures(deps.database.db, agentId),
  ]);
  return {
    currency: 'AED',
    balance: major(position.balance),
    creditLimit: major(position.creditLimit),
    creditUsed: major(position.creditUsed),
    available: major(availableFunds(position)),
    pendingDeposits: { count: Number(m.depositCount), amount: major(m.depositAmount) },
    pendingWithdrawals: { count: Number(m.withdrawalCount), amount: major(m.withdrawalAmount) },
    earningsWaiting: major(m.earningsWaiting),
    unpaidPayLater: { count: Number(m.unpaidCount), amount: major(m.unpaidAmount) },
  };
}
