import { STATEMENT_TYPE_LABELS, type TransactionsFilter } from '@portal/contracts';
import { formatAmount, formatDate, formatDateTime, formatMoney, plainDateIn, toMinor } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import {
  CONTENT_WIDTH,
  drawHeader,
  drawTable,
  facts,
  renderPdf,
  sectionTitle,
  totals,
} from '../../lib/documents/index.ts';
import { billedAgent, companyLetterhead } from '../bookings/core/documents.ts';
import { loadCompanyConfig } from '../company/company.service.ts';
import { balanceAt, dayStart, nextDayStart, statementRows, SHEET_ROW_LIMIT } from './statement.service.ts';

/**
 * The statement of account as a PDF (issue 36): the company's letterhead, the period with the opening
 * and closing balance, and the very rows of the on-screen statement (same query, same filters, same
 * order: newest first) with their document references.
 */
export async function statementPdf(
  deps: AppDeps,
  agentId: string,
  f: TransactionsFilter,
): Promise<{ pdf: Buffer; name: string }> {
  const { db } = deps.database;
  const [company, agent, rows] = await Promise.all([
    loadCompanyConfig(db),
    billedAgent(db, agentId),
    statementRows(deps, agentId, f, SHEET_ROW_LIMIT),
  ]);
  const now = deps.clock.now();
  const to = f.dateTo ?? plainDateIn(now);
  const [opening, closing] = await Promise.all([
    f.dateFrom ? balanceAt(deps, agentId, dayStart(f.dateFrom)) : Promise.resolve(0),
    balanceAt(deps, agentId, nextDayStart(to)),
  ]);
  const debit = rows.reduce((s, r) => s + toMinor(r.debit), 0);
  const credit = rows.reduce((s, r) => s + toMinor(r.credit), 0);
  const period = `${f.dateFrom ? formatDate(f.dateFrom) : 'First entry'} to ${formatDate(to)}`;
  const filters = [
    f.product ? `product ${f.product}` : '',
    f.type ? `type ${STATEMENT_TYPE_LABELS[f.type]}` : '',
    f.reference ? `reference containing "${f.reference}"` : '',
  ].filter(Boolean);
  const pdf = await renderPdf(
    {
      title: `Statement of account ${agent.agentCode}`,
      footer: `${company.companyName} · licence ${company.licenceNumber} · statement of account, Dubai time`,
    },
    (doc) => {
      drawHeader(doc, companyLetterhead(company), 'Statement of Account', [
        ['Period', period],
        ['Issued', formatDateTime(now)],
        ['Agent', String(agent.agentCode)],
      ]);
      sectionTitle(doc, 'Account', undefined, CONTENT_WIDTH);
      facts(
        doc,
        [
          ['Agent', `${agent.companyName} (agent ${agent.agentCode})`],
          ['Address', `${agent.address}, ${agent.city}`],
          ['TRN', agent.trnNumber],
          ...(filters.length ? ([['Filter', filters.join(', ')]] as [string, string][]) : []),
        ],
        { width: CONTENT_WIDTH, labelWidth: 60 },
      );
      doc.moveDown(0.5);
      totals(doc, [
        { label: 'Opening balance', value: formatMoney(opening) },
        { label: 'Closing balance', value: formatMoney(closing), bold: true },
      ]);
      doc.moveDown(0.8);
      drawTable(
        doc,
        [
          { header: 'No.', width: 36 },
          { header: 'Date', width: 62 },
          { header: 'Type', width: 62 },
          { header: 'Reference', width: 78 },
          { header: 'Description', width: CONTENT_WIDTH - 36 - 62 - 62 - 78 - 3 * 58 },
          { header: 'Debit', width: 58, align: 'right' },
          { header: 'Credit', width: 58, align: 'right' },
          { header: 'Balance', width: 58, align: 'right' },
        ],
        rows.length === 0
          ? [{ muted: true, cells: ['', '', '', '', 'No transactions in this period', '', '', ''] }]
          : rows.map((r) => ({
              cells: [
                String(r.transactionNo),
                formatDateTime(r.createdAt),
                STATEMENT_TYPE_LABELS[r.type],
                r.reference,
                r.description,
                r.debit ? formatAmount(toMinor(r.debit)) : '',
                r.credit ? formatAmount(toMinor(r.credit)) : '',
                formatAmount(toMinor(r.balance)),
              ],
            })),
      );
      doc.moveDown(0.5);
      totals(doc, [
        { label: 'Total debits', value: formatMoney(debit) },
        { label: 'Total credits', value: formatMoney(credit) },
      ]);
    },
  );
  return { pdf, name: `statement-${agent.agentCode}-${to}.pdf` };
}
