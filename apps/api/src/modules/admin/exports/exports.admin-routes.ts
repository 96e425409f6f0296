import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAgentListQuery,
  adminDepositsQuery,
  adminOrderListQuery,
  adminQuotationListQuery,
  adminVisaApplicationsQuery,
  adminWithdrawalsQuery,
} from '@portal/contracts';
import { SHEET_DATE_FORMAT, SHEET_DATE_TIME_FORMAT, SHEET_MONEY_FORMAT, wallClockDate } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { adminOrderList } from '../../bookings/admin-orders.service.ts';
import { quotationsService } from '../../quotations/quotations.service.ts';
import { adminList as visaAdminList } from '../../visas/admin.service.ts';
import { staffDeposits, staffWithdrawals } from '../../wallet/wallet-requests.service.ts';
import { listAgents } from '../agents.admin.service.ts';
import { allPages, registerListExport, type ExportColumn } from './admin-export.ts';

const money = SHEET_MONEY_FORMAT;
const dateTime = SHEET_DATE_TIME_FORMAT;
const date = SHEET_DATE_FORMAT;
const when = (iso: string | null) => (iso ? wallClockDate(iso) : null);
/** A yyyy-mm-dd calendar day as a date cell (midnight UTC: the day itself, whatever the zone). */
const day = (text: string | null) => (text ? new Date(`${text.slice(0, 10)}T00:00:00Z`) : null);
const words = (value: string) => value.replace(/[_-]/g, ' ');
const tags = ['admin'];

type AgentRow = Awaited<ReturnType<typeof listAgents>>['agents'][number];
type DepositRow = Awaited<ReturnType<typeof staffDeposits>>['deposits'][number];
type WithdrawalRow = Awaited<ReturnType<typeof staffWithdrawals>>['withdrawals'][number];
type OrderRow = Awaited<ReturnType<typeof adminOrderList>>['orders'][number];
type VisaApplication = Awaited<ReturnType<typeof visaAdminList>>['visaApplications'][number];
/** The visa export has a row per traveller. */
interface VisaTravellerRow {
  app: VisaApplication;
  traveller: VisaApplication['travellers'][number];
}
type QuotationRow = Awaited<ReturnType<ReturnType<typeof quotationsService>['list']>>['quotations'][number];

/** Each list's export is one column table: header, width, format and the cell of a list row. */
const AGENT_COLUMNS: ExportColumn<AgentRow>[] = [
  { header: 'Agent code', width: 12, cell: (a) => a.agentCode },
  { header: 'Company', width: 32, cell: (a) => a.companyName },
  { header: 'Name', width: 24, cell: (a) => a.name },
  { header: 'E-mail', width: 30, cell: (a) => a.email },
  { header: 'Role', width: 12, cell: (a) => words(a.role) },
  { header: 'Status', width: 12, cell: (a) => (a.status === 'ok' ? 'active' : a.status) },
  {
    header: 'Parent agent',
    width: 32,
    cell: (a) => (a.parent ? `${a.parent.companyName} (${a.parent.agentCode})` : ''),
  },
  { header: 'Country', width: 9, cell: (a) => a.country },
  { header: 'Balance (AED)', width: 15, numFmt: money, cell: (a) => a.balance },
  { header: 'Credit limit (AED)', width: 17, numFmt: money, cell: (a) => a.creditLimit },
  { header: 'Registered (Dubai time)', width: 20, numFmt: dateTime, cell: (a) => when(a.createdAt) },
];

const DEPOSIT_COLUMNS: ExportColumn<DepositRow>[] = [
  { header: 'Deposit no.', width: 12, cell: (r) => r.number },
  { header: 'Reported (Dubai time)', width: 20, numFmt: dateTime, cell: (r) => when(r.createdAt) },
  { header: 'Agent code', width: 12, cell: (r) => r.agent.agentCode },
  { header: 'Company', width: 30, cell: (r) => r.agent.companyName },
  { header: 'Method', width: 14, cell: (r) => (r.method === 'card' ? 'Card' : 'Bank transfer') },
  { header: 'Status', width: 12, cell: (r) => r.status },
  { header: 'Amount (AED)', width: 14, numFmt: money, cell: (r) => r.amount },
  { header: 'Card fee (AED)', width: 14, numFmt: money, cell: (r) => r.fee },
  {
    header: 'Paid into',
    width: 28,
    cell: (r) => (r.companyBank ? `${r.companyBank.bankName} ${r.companyBank.accountNumber}` : ''),
  },
  { header: 'Transfer reference', width: 22, cell: (r) => r.referenceNumber },
  { header: 'Resolved (Dubai time)', width: 20, numFmt: dateTime, cell: (r) => when(r.resolvedAt) },
  { header: 'Resolved by', width: 24, cell: (r) => r.resolvedBy?.name ?? '' },
  { header: 'Reason', width: 30, cell: (r) => r.reason },
];

const WITHDRAWAL_COLUMNS: ExportColumn<WithdrawalRow>[] = [
  { header: 'Withdrawal no.', width: 14, cell: (r) => r.number },
  { header: 'Requested (Dubai time)', width: 20, numFmt: dateTime, cell: (r) => when(r.createdAt) },
  { header: 'Agent code', width: 12, cell: (r) => r.agent.agentCode },
  { header: 'Company', width: 30, cell: (r) => r.agent.companyName },
  { header: 'Status', width: 12, cell: (r) => r.status },
  { header: 'Amount (AED)', width: 14, numFmt: money, cell: (r) => r.amount },
  { header: 'Account holder', width: 24, cell: (r) => r.accountHolderName },
  { header: 'Bank', width: 22, cell: (r) => r.bankName },
  { header: 'Branch', width: 18, cell: (r) => r.branchName },
  { header: 'Country', width: 9, cell: (r) => r.isoCode },
  { header: 'Account number', width: 22, cell: (r) => r.accountNumber },
  { header: 'IBAN / code', width: 28, cell: (r) => r.ibanCode },
  { header: 'Bank payment reference', width: 22, cell: (r) => r.paymentReference },
  { header: 'Resolved (Dubai time)', width: 20, numFmt: dateTime, cell: (r) => when(r.resolvedAt) },
  { header: 'Resolved by', width: 24, cell: (r) => r.resolvedBy?.name ?? '' },
  { header: 'Reason', width: 30, cell: (r) => r.reason },
];

const ORDER_COLUMNS: ExportColumn<OrderRow>[] = [
  { header: 'Reference', width: 20, cell: (r) => r.referenceNumber },
  { header: 'Product', width: 12, cell: (r) => r.product },
  { header: 'Booked (Dubai time)', width: 20, numFmt: dateTime, cell: (r) => when(r.createdAt) },
  { header: 'Agent code', width: 12, cell: (r) => r.agent.agentCode },
  { header: 'Company', width: 30, cell: (r) => r.agent.companyName },
  { header: 'Agent reference', width: 18, cell: (r) => r.agentReferenceNumber },
  { header: 'Lead traveller', width: 24, cell: (r) => r.leadName },
  { header: 'Service', width: 36, cell: (r) => r.title },
  { header: 'Service date', width: 13, numFmt: date, cell: (r) => day(r.serviceDate) },
  { header: 'Until', width: 13, numFmt: date, cell: (r) => day(r.serviceEndDate) },
  { header: 'Status', width: 14, cell: (r) => words(r.status) },
  { header: 'Payment', width: 12, cell: (r) => words(r.paymentMethod) },
  { header: 'Currency', width: 9, cell: (r) => r.currency },
  { header: 'Total', width: 14, numFmt: money, cell: (r) => r.total / 100 },
  { header: 'Assigned to', width: 22, cell: (r) => r.assignee?.name ?? '' },
];

const VISA_COLUMNS: ExportColumn<VisaTravellerRow>[] = [
  { header: 'Reference', width: 20, cell: ({ app }) => app.referenceNumber },
  { header: 'Applied (Dubai time)', width: 20, numFmt: dateTime, cell: ({ app }) => when(app.createdAt) },
  { header: 'Agent code', width: 12, cell: ({ app }) => app.agent.agentCode },
  { header: 'Company', width: 30, cell: ({ app }) => app.agent.companyName },
  { header: 'Visa', width: 26, cell: ({ app }) => app.visaType.visaName },
  { header: 'Nationality', width: 18, cell: ({ app }) => app.nationality.nationality },
  { header: 'Travel date', width: 13, numFmt: date, cell: ({ app }) => day(app.travelDate) },
  {
    header: 'Traveller',
    width: 28,
    cell: ({ traveller: t }) => [t.title, t.firstName, t.lastName].filter(Boolean).join(' '),
  },
  { header: 'Passport', width: 14, cell: ({ traveller }) => traveller.passportNo },
  { header: 'Traveller status', width: 16, cell: ({ traveller }) => words(traveller.status) },
  { header: 'Payment', width: 10, cell: ({ app }) => app.paymentState },
  { header: 'Application total (AED)', width: 20, numFmt: money, cell: ({ app }) => app.totalAmount / 100 },
  { header: 'Assigned to', width: 22, cell: ({ app }) => app.assignee?.name ?? '' },
];

const QUOTATION_COLUMNS: ExportColumn<QuotationRow>[] = [
  { header: 'Quotation', width: 18, cell: (r) => r.quotationNumber },
  { header: "Agent's number", width: 16, cell: (r) => r.agentQuotationNumber },
  { header: 'Agent code', width: 12, cell: (r) => r.agent.agentCode },
  { header: 'Agent', width: 26, cell: (r) => r.agent.name },
  { header: 'Client', width: 24, cell: (r) => r.clientName },
  { header: 'Status', width: 14, cell: (r) => words(r.status) },
  { header: 'Versions', width: 10, cell: (r) => r.totalAmendments },
  { header: 'Check-in', width: 13, numFmt: date, cell: (r) => day(r.amendment.checkInDate) },
  { header: 'Check-out', width: 13, numFmt: date, cell: (r) => day(r.amendment.checkOutDate) },
  { header: 'Adults', width: 8, cell: (r) => r.amendment.noOfAdults },
  { header: 'Children', width: 9, cell: (r) => r.amendment.noOfChildren },
  { header: 'Currency', width: 9, cell: (r) => r.amendment.currency },
  {
    header: 'From per person',
    width: 16,
    numFmt: money,
    cell: (r) => (r.amendment.fromPerPerson === null ? null : r.amendment.fromPerPerson / 100),
  },
  { header: 'Updated (Dubai time)', width: 20, numFmt: dateTime, cell: (r) => when(r.updatedAt) },
];

/**
 * Excel exports of the back office's lists: each one takes the list's own filters, reads the list
 * through the service its page reads (admin-export.ts explains the shared part) and writes its column
 * table above.
 */
export const adminExportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListExport(app, deps, {
    path: '/admin/agents/export',
    list: 'agents',
    sheetName: 'Agents',
    tags,
    summary: 'The agents list with its filters as an Excel file (at most 10,000 rows)',
    querystring: adminAgentListQuery,
    columns: AGENT_COLUMNS,
    rows: (d, q) =>
      allPages(async (skip, limit) => {
        const a = await listAgents(d, { ...q, skip, limit });
        return { rows: a.agents, total: a.total };
      }),
  });

  registerListExport(app, deps, {
    path: '/admin/wallets/deposits/export',
    list: 'deposits',
    sheetName: 'Deposits',
    tags: ['wallet', ...tags],
    summary: 'The deposits list with its status and search as an Excel file (at most 10,000 rows)',
    querystring: adminDepositsQuery,
    columns: DEPOSIT_COLUMNS,
    rows: (d, q) =>
      allPages(async (skip, limit) => {
        const a = await staffDeposits(d, { ...q, skip, limit });
        return { rows: a.deposits, total: a.total };
      }),
  });

  registerListExport(app, deps, {
    path: '/admin/wallets/withdrawals/export',
    list: 'withdrawals',
    sheetName: 'Withdrawals',
    tags: ['wallet', ...tags],
    summary: 'The withdrawals list with its status and search as an Excel file (at most 10,000 rows)',
    querystring: adminWithdrawalsQuery,
    columns: WITHDRAWAL_COLUMNS,
    rows: (d, q) =>
      allPages(async (skip, limit) => {
        const a = await staffWithdrawals(d, { ...q, skip, limit });
        return { rows: a.withdrawals, total: a.total };
      }),
  });

  registerListExport(app, deps, {
    path: '/admin/orders/export',
    list: 'orders',
    sheetName: 'Orders',
    tags: ['bookings', ...tags],
    summary: 'The bookings desk list with its filters as an Excel file (at most 10,000 rows)',
    querystring: adminOrderListQuery,
    columns: ORDER_COLUMNS,
    rows: (d, q, staffId) =>
      allPages(async (skip, limit) => {
        const a = await adminOrderList(d, { ...q, skip, limit }, staffId);
        return { rows: a.orders, total: a.total };
      }),
  });

  registerListExport(app, deps, {
    path: '/admin/visa/applications/export',
    list: 'visa-applications',
    sheetName: 'Visa applications',
    tags: ['visa', ...tags],
    summary: 'The visa desk list (one row per traveller) with its filters as an Excel file',
    querystring: adminVisaApplicationsQuery,
    columns: VISA_COLUMNS,
    rows: async (d, q, staffId) => {
      const apps = await allPages(async (skip, limit) => {
        const a = await visaAdminList(d, q.status, skip, limit, {
          search: q.search,
          order: q.order,
          assignee: { filter: q.assignee, staffId },
        });
        return { rows: a.visaApplications, total: a.totalVisaApplications };
      });
      return apps.flatMap((a) => a.travellers.map((traveller) => ({ app: a, traveller })));
    },
  });

  registerListExport(app, deps, {
    path: '/admin/quotations/export',
    list: 'quotations',
    sheetName: 'Quotations',
    tags: ['quotations', ...tags],
    summary: "Every agent's quotations with the list's filters as an Excel file (at most 10,000 rows)",
    querystring: adminQuotationListQuery,
    columns: QUOTATION_COLUMNS,
    rows: (d, q) => {
      const service = quotationsService(d);
      return allPages(async (skip, limit) => {
        const a = await service.list({ kind: 'admin' }, { ...q, skip, limit });
        return { rows: a.quotations, total: a.totalQuotations };
      });
    },
  });
};
