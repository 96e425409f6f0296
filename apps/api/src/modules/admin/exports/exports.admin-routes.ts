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
import { allPages, registerListExport } from './admin-export.ts';

const money = SHEET_MONEY_FORMAT;
const when = (iso: string | null) => (iso ? wallClockDate(iso) : null);
/** A yyyy-mm-dd calendar day as a date cell (midnight UTC: the day itself, whatever the zone). */
const day = (text: string | null) => (text ? new Date(`${text.slice(0, 10)}T00:00:00Z`) : null);
const words = (value: string) => value.replace(/[_-]/g, ' ');
const tags = ['admin'];

/**
 * Excel exports of the back office's lists: each one takes the list's own filters and reads the list
 * through the service its page reads (admin-export.ts explains the shared part).
 */
export const adminExportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListExport(app, deps, {
    path: '/admin/agents/export',
    list: 'agents',
    sheetName: 'Agents',
    tags,
    summary: 'The agents list with its filters as an Excel file (at most 10,000 rows)',
    querystring: adminAgentListQuery,
    columns: [
      { header: 'Agent code', key: 'agentCode', width: 12 },
      { header: 'Company', key: 'companyName', width: 32 },
      { header: 'Name', key: 'name', width: 24 },
      { header: 'E-mail', key: 'email', width: 30 },
      { header: 'Role', key: 'role', width: 12 },
      { header: 'Status', key: 'status', width: 12 },
      { header: 'Parent agent', key: 'parent', width: 32 },
      { header: 'Country', key: 'country', width: 9 },
      { header: 'Balance (AED)', key: 'balance', width: 15, numFmt: money },
      { header: 'Credit limit (AED)', key: 'creditLimit', width: 17, numFmt: money },
      { header: 'Registered (Dubai time)', key: 'createdAt', width: 20, numFmt: SHEET_DATE_TIME_FORMAT },
    ],
    rows: async (d: AppDeps, q) => {
      const rows = await allPages(async (skip, limit) => {
        const a = await listAgents(d, { ...q, skip, limit });
        return { rows: a.agents, total: a.total };
      });
      return rows.map((a) => ({
        ...a,
        role: words(a.role),
        status: a.status === 'ok' ? 'active' : a.status,
        parent: a.parent ? `${a.parent.companyName} (${a.parent.agentCode})` : '',
        createdAt: when(a.createdAt),
      }));
    },
  });

  registerListExport(app, deps, {
    path: '/admin/wallets/deposits/export',
    list: 'deposits',
    sheetName: 'Deposits',
    tags: ['wallet', ...tags],
    summary: 'The deposits list with its status and search as an Excel file (at most 10,000 rows)',
    querystring: adminDepositsQuery,
    columns: [
      { header: 'Deposit no.', key: 'number', width: 12 },
      { header: 'Reported (Dubai time)', key: 'createdAt', width: 20, numFmt: SHEET_DATE_TIME_FORMAT },
      { header: 'Agent code', key: 'agentCode', width: 12 },
      { header: 'Company', key: 'company', width: 30 },
      { header: 'Method', key: 'method', width: 14 },
      { header: 'Status', key: 'status', width: 12 },
      { header: 'Amount (AED)', key: 'amount', width: 14, numFmt: money },
      { header: 'Card fee (AED)', key: 'fee', width: 14, numFmt: money },
      { header: 'Paid into', key: 'bank', width: 28 },
      { header: 'Transfer reference', key: 'referenceNumber', width: 22 },
      { header: 'Resolved (Dubai time)', key: 'resolvedAt', width: 20, numFmt: SHEET_DATE_TIME_FORMAT },
      { header: 'Resolved by', key: 'resolvedBy', width: 24 },
      { header: 'Reason', key: 'reason', width: 30 },
    ],
    rows: async (d: AppDeps, q) => {
      const rows = await allPages(async (skip, limit) => {
        const a = await staffDeposits(d, { ...q, skip, limit });
        return { rows: a.deposits, total: a.total };
      });
      return rows.map((r) => ({
        ...r,
        createdAt: when(r.createdAt),
        agentCode: r.agent.agentCode,
        company: r.agent.companyName,
        method: r.method === 'card' ? 'Card' : 'Bank transfer',
        bank: r.companyBank ? `${r.companyBank.bankName} ${r.companyBank.accountNumber}` : '',
        resolvedAt: when(r.resolvedAt),
        resolvedBy: r.resolvedBy?.name ?? '',
      }));
    },
  });

  registerListExport(app, deps, {
    path: '/admin/wallets/withdrawals/export',
    list: 'withdrawals',
    sheetName: 'Withdrawals',
    tags: ['wallet', ...tags],
    summary: 'The withdrawals list with its status and search as an Excel file (at most 10,000 rows)',
    querystring: adminWithdrawalsQuery,
    columns: [
      { header: 'Withdrawal no.', key: 'number', width: 14 },
      { header: 'Requested (Dubai time)', key: 'createdAt', width: 20, numFmt: SHEET_DATE_TIME_FORMAT },
      { header: 'Agent code', key: 'agentCode', width: 12 },
      { header: 'Company', key: 'company', width: 30 },
      { header: 'Status', key: 'status', width: 12 },
      { header: 'Amount (AED)', key: 'amount', width: 14, numFmt: money },
      { header: 'Account holder', key: 'accountHolderName', width: 24 },
      { header: 'Bank', key: 'bankName', width: 22 },
      { header: 'Branch', key: 'branchName', width: 18 },
      { header: 'Country', key: 'isoCode', width: 9 },
      { header: 'Account number', key: 'accountNumber', width: 22 },
      { header: 'IBAN / code', key: 'ibanCode', width: 28 },
      { header: 'Bank payment reference', key: 'paymentReference', width: 22 },
      { header: 'Resolved (Dubai time)', key: 'resolvedAt', width: 20, numFmt: SHEET_DATE_TIME_FORMAT },
      { header: 'Resolved by', key: 'resolvedBy', width: 24 },
      { header: 'Reason', key: 'reason', width: 30 },
    ],
    rows: async (d: AppDeps, q) => {
      const rows = await allPages(async (skip, limit) => {
        const a = await staffWithdrawals(d, { ...q, skip, limit });
        return { rows: a.withdrawals, total: a.total };
      });
      return rows.map((r) => ({
        ...r,
        createdAt: when(r.createdAt),
        agentCode: r.agent.agentCode,
        company: r.agent.companyName,
        resolvedAt: when(r.resolvedAt),
        resolvedBy: r.resolvedBy?.name ?? '',
      }));
    },
  });

  registerListExport(app, deps, {
    path: '/admin/orders/export',
    list: 'orders',
    sheetName: 'Orders',
    tags: ['bookings', ...tags],
    summary: 'The bookings desk list with its filters as an Excel file (at most 10,000 rows)',
    querystring: adminOrderListQuery,
    columns: [
      { header: 'Reference', key: 'referenceNumber', width: 20 },
      { header: 'Product', key: 'product', width: 12 },
      { header: 'Booked (Dubai time)', key: 'createdAt', width: 20, numFmt: SHEET_DATE_TIME_FORMAT },
      { header: 'Agent code', key: 'agentCode', width: 12 },
      { header: 'Company', key: 'company', width: 30 },
      { header: 'Agent reference', key: 'agentReferenceNumber', width: 18 },
      { header: 'Lead traveller', key: 'leadName', width: 24 },
      { header: 'Service', key: 'title', width: 36 },
      { header: 'Service date', key: 'serviceDate', width: 13, numFmt: SHEET_DATE_FORMAT },
      { header: 'Until', key: 'serviceEndDate', width: 13, numFmt: SHEET_DATE_FORMAT },
      { header: 'Status', key: 'status', width: 14 },
      { header: 'Payment', key: 'paymentMethod', width: 12 },
      { header: 'Currency', key: 'currency', width: 9 },
      { header: 'Total', key: 'total', width: 14, numFmt: money },
    ],
    rows: async (d: AppDeps, q) => {
      const rows = await allPages(async (skip, limit) => {
        const a = await adminOrderList(d, { ...q, skip, limit });
        return { rows: a.orders, total: a.total };
      });
      return rows.map((r) => ({
        ...r,
        createdAt: when(r.createdAt),
        agentCode: r.agent.agentCode,
        company: r.agent.companyName,
        serviceDate: day(r.serviceDate),
        serviceEndDate: day(r.serviceEndDate),
        status: words(r.status),
        paymentMethod: words(r.paymentMethod),
        total: r.total / 100,
      }));
    },
  });

  registerListExport(app, deps, {
    path: '/admin/visa/applications/export',
    list: 'visa-applications',
    sheetName: 'Visa applications',
    tags: ['visa', ...tags],
    summary: 'The visa desk list (one row per traveller) with its filters as an Excel file',
    querystring: adminVisaApplicationsQuery,
    columns: [
      { header: 'Reference', key: 'referenceNumber', width: 20 },
      { header: 'Applied (Dubai time)', key: 'createdAt', width: 20, numFmt: SHEET_DATE_TIME_FORMAT },
      { header: 'Agent code', key: 'agentCode', width: 12 },
      { header: 'Company', key: 'company', width: 30 },
      { header: 'Visa', key: 'visa', width: 26 },
      { header: 'Nationality', key: 'nationality', width: 18 },
      { header: 'Travel date', key: 'travelDate', width: 13, numFmt: SHEET_DATE_FORMAT },
      { header: 'Traveller', key: 'traveller', width: 28 },
      { header: 'Passport', key: 'passport', width: 14 },
      { header: 'Traveller status', key: 'status', width: 16 },
      { header: 'Payment', key: 'payment', width: 10 },
      { header: 'Application total (AED)', key: 'total', width: 20, numFmt: money },
    ],
    rows: async (d: AppDeps, q) => {
      const apps = await allPages(async (skip, limit) => {
        const a = await visaAdminList(d, q.status, skip, limit, { search: q.search, order: q.order });
        return { rows: a.visaApplications, total: a.totalVisaApplications };
      });
      return apps.flatMap((a) =>
        a.travellers.map((t) => ({
          referenceNumber: a.referenceNumber,
          createdAt: when(a.createdAt),
          agentCode: a.agent.agentCode,
          company: a.agent.companyName,
          visa: a.visaType.visaName,
          nationality: a.nationality.nationality,
          travelDate: day(a.travelDate),
          traveller: [t.title, t.firstName, t.lastName].filter(Boolean).join(' '),
          passport: t.passportNo,
          status: words(t.status),
          payment: a.paymentState,
          total: a.totalAmount / 100,
        })),
      );
    },
  });

  registerListExport(app, deps, {
    path: '/admin/quotations/export',
    list: 'quotations',
    sheetName: 'Quotations',
    tags: ['quotations', ...tags],
    summary: "Every agent's quotations with the list's filters as an Excel file (at most 10,000 rows)",
    querystring: adminQuotationListQuery,
    columns: [
      { header: 'Quotation', key: 'quotationNumber', width: 18 },
      { header: "Agent's number", key: 'agentQuotationNumber', width: 16 },
      { header: 'Agent code', key: 'agentCode', width: 12 },
      { header: 'Agent', key: 'agentName', width: 26 },
      { header: 'Client', key: 'clientName', width: 24 },
      { header: 'Status', key: 'status', width: 14 },
      { header: 'Versions', key: 'totalAmendments', width: 10 },
      { header: 'Check-in', key: 'checkIn', width: 13, numFmt: SHEET_DATE_FORMAT },
      { header: 'Check-out', key: 'checkOut', width: 13, numFmt: SHEET_DATE_FORMAT },
      { header: 'Adults', key: 'adults', width: 8 },
      { header: 'Children', key: 'children', width: 9 },
      { header: 'Currency', key: 'currency', width: 9 },
      { header: 'From per person', key: 'fromPerPerson', width: 16, numFmt: money },
      { header: 'Updated (Dubai time)', key: 'updatedAt', width: 20, numFmt: SHEET_DATE_TIME_FORMAT },
    ],
    rows: async (d: AppDeps, q) => {
      const service = quotationsService(d);
      const rows = await allPages(async (skip, limit) => {
        const a = await service.list({ kind: 'admin' }, { ...q, skip, limit });
        return { rows: a.quotations, total: a.totalQuotations };
      });
      return rows.map((r) => ({
        ...r,
        agentCode: r.agent.agentCode,
        agentName: r.agent.name,
        status: words(r.status),
        checkIn: day(r.amendment.checkInDate),
        checkOut: day(r.amendment.checkOutDate),
        adults: r.amendment.noOfAdults,
        children: r.amendment.noOfChildren,
        currency: r.amendment.currency,
        fromPerPerson: r.amendment.fromPerPerson === null ? null : r.amendment.fromPerPerson / 100,
        updatedAt: when(r.updatedAt),
      }));
    },
  });
};
