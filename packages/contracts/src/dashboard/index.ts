import { z } from 'zod';
import { DASHBOARD_PERIODS, MAX_PERIOD_DAYS, daysBetween } from '@portal/domain';
import { plainDate } from '../common.ts';

/** Issue 36: the agency's cockpit (/dashboard). Amounts are AED major units. */
export const DASHBOARD_PATHS = {
  sales: '/b2b/dashboard/sales',
  salesSheet: '/b2b/dashboard/sales/sheet',
  salesPdf: '/b2b/dashboard/sales/pdf',
  deadlines: '/b2b/dashboard/deadlines',
  money: '/b2b/dashboard/money',
  /** Issue 36 section 2: one route per form (JSON, Excel, PDF), the report named in the path. */
  report: '/b2b/dashboard/reports/:report',
  reportSheet: '/b2b/dashboard/reports/:report/sheet',
  reportPdf: '/b2b/dashboard/reports/:report/pdf',
} as const;

const periodShape = {
  period: z.enum(DASHBOARD_PERIODS).default('this_month'),
  from: plainDate.optional(),
  to: plainDate.optional(),
};
function checkPeriod(
  q: { period: string; from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (q.period !== 'custom') return;
  if (!q.from || !q.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'A custom period needs a from and a to date' });
    return;
  }
  const days = daysBetween(q.from, q.to);
  if (days < 0)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The to date is before the from date' });
  else if (days >= MAX_PERIOD_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'A period spans at most two years' });
}

export const dashboardQuery = z.object(periodShape).superRefine(checkPeriod);
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** One row of sales figures: the same columns as the order lists (see docs/dashboard.md). */
export const salesFigures = z.object({
  /** Live orders (processing, unpaid, completed) booked in the period. */
  bookings: z.number().int(),
  /** What the agency's clients pay (order list "sell price"). */
  sellValue: z.number(),
  /** What the agency pays (order list "agent price"). */
  netCost: z.number(),
  /** sellValue - netCost: the agency's own markup. */
  markup: z.number(),
  /** Orders cancelled that were booked in the period, and the fees they kept. */
  cancelled: z.number().int(),
  cancellationFees: z.number(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesAnswer = z.object({
  from: plainDate,
  to: plainDate,
  bucket: z.enum(['day', 'month']),
  currency: z.literal('AED'),
  totals: salesFigures,
  byProduct: z.array(salesFigures.extend({ product: z.string() })),
  /** Per bucket (yyyy-mm-dd day or first day of month) and product; empty buckets are absent. */
  series: z.array(
    z.object({
      period: plainDate,
      product: z.string(),
      bookings: z.number().int(),
      sellValue: z.number(),
      markup: z.number(),
    }),
  ),
  /** Resellers: what each sub-agent booked and what the agency earned on it (its sub-agent markup). */
  subAgents: z.array(
    z.object({
      agentId: z.uuid(),
      name: z.string(),
      bookings: z.number().int(),
      /** What the sub-agent paid (its agent price). */
      value: z.number(),
      earnings: z.number(),
    }),
  ),
  subAgentEarnings: z.number(),
  /**
   * Per user of the agency who booked (issue 36): live bookings, sell value and the markup earned;
   * userId null gathers orders from before the agency had users.
   */
  users: z.array(
    z.object({
      userId: z.uuid().nullable(),
      name: z.string().nullable(),
      bookings: z.number().int(),
      sellValue: z.number(),
      markup: z.number(),
    }),
  ),
});
export type SalesAnswer = z.infer<typeof salesAnswer>;

export const DEADLINE_KINDS = [
  'pay_later',
  'free_cancellation',
  'a2a_change',
  'check_in',
  'departure',
  'visa_reapply',
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const DEADLINE_LABELS: Record<DeadlineKind, string> = {
  pay_later: 'Payment due',
  free_cancellation: 'Free cancellation ends',
  a2a_change: 'Changes close',
  check_in: 'Check-in',
  departure: 'Departure',
  visa_reapply: 'Visa rejected: reapply',
};

export const deadlineRow = z.object({
  kind: z.enum(DEADLINE_KINDS),
  /** The instant (or for check-ins and departures the day's start in Dubai). */
  at: z.string(),
  orderId: z.uuid(),
  product: z.string(),
  referenceNumber: z.string(),
  title: z.string(),
  leadName: z.string(),
  amount: z.number(),
  /** The details page id (the order, or a visa application). */
  targetId: z.uuid(),
  /** One action where one fits. */
  action: z.enum(['pay', 'cancel']).nullable(),
});
export type DeadlineRow = z.infer<typeof deadlineRow>;

export const deadlinesAnswer = z.object({ days: z.number().int(), deadlines: z.array(deadlineRow) });
export type DeadlinesAnswer = z.infer<typeof deadlinesAnswer>;

export const moneyAnswer = z.object({
  currency: z.literal('AED'),
  balance: z.number(),
  creditLimit: z.number(),
  creditUsed: z.number(),
  available: z.number(),
  pendingDeposits: z.object({ count: z.number().int(), amount: z.number() }),
  pendingWithdrawals: z.object({ count: z.number().int(), amount: z.number() }),
  earningsWaiting: z.number(),
  unpaidPayLater: z.object({ count: z.number().int(), amount: z.number() }),
});
export type MoneyAnswer = z.infer<typeof moneyAnswer>;

/** Issue 36 section 2: the reports, each one row of the API's report-definition table. */
export const REPORT_IDS = [
  'sales-by-product',
  'sales-by-destination',
  'sales-by-sub-agent',
  'sales-by-user',
  'cancellations',
  'sub-agent-earnings',
  'unpaid',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];
export const reportParams = z.object({ report: z.enum(REPORT_IDS) });

/** The period (as the dashboard's) and the filters every report takes. */
export const reportQuery = z
  .object({
    ...periodShape,
    product: z.string().trim().min(1).max(30).optional(),
    /** Resellers: one sub-agent's orders. */
    subAgentId: z.uuid().optional(),
    /** One agency user's orders (who booked). */
    userId: z.uuid().optional(),
  })
  .superRefine(checkPeriod);
export type ReportQuery = z.infer<typeof reportQuery>;

export const REPORT_COLUMN_KINDS = ['text', 'date', 'count', 'money'] as const;
export const reportAnswer = z.object({
  report: z.enum(REPORT_IDS),
  title: z.string(),
  from: plainDate,
  to: plainDate,
  currency: z.literal('AED'),
  columns: z.array(
    z.object({ key: z.string(), header: z.string(), kind: z.enum(REPORT_COLUMN_KINDS), total: z.boolean() }),
  ),
  /** Cells by column key; money in AED major units. */
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  /** The sums of the columns marked total. */
  totals: z.record(z.string(), z.number()),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
