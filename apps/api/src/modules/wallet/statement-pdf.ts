import type { StatementType, TransactionsFilter } from '@portal/contracts';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatMoney,
  plainDateIn,
  toMinor,
  type Language,
} from '@portal/domain';
import { translator } from '../../lib/i18n/index.ts';
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
  language: Language = 'en',
): Promise<{ pdf: Buffer; name: string }> {
  const tr = translator(language);
  const typeLabel = (type: StatementType) => tr(`statementType.${type}`);
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
  const period = tr('statement.periodRange', {
    from: f.dateFrom ? formatDate(f.dateFrom) : tr('statement.firstEntry'),
    to: formatDate(to),
  });
  const filters = [
    f.product ? tr('statement.filterProduct', { product: f.product }) : '',
    f.type ? tr('statement.filterType', { type: typeLabel(f.type) }) : '',
    f.reference ? tr('statement.filterReference', { reference: f.reference }) : '',
  ].filter(Boolean);
  const pdf = await renderPdf(
    {
      title: tr('statement.title', { code: agent.agentCode }),
      footer: tr('statement.footer', { company: company.companyName, licence: company.licenceNumber }),
      language,
    },
    (doc) => {
      drawHeader(doc, companyLetterhead(company, language), tr('statement.heading'), [
        [tr('statement.period'), period],
        [tr('statement.issued'), formatDateTime(now)],
        [tr('invoice.agent'), String(agent.agentCode)],
      ]);
      sectionTitle(doc, tr('statement.account'), undefined, CONTENT_WIDTH);
      facts(
        doc,
        [
          [
            tr('invoice.agent'),
            tr('invoice.agentName', { company: agent.companyName, code: agent.agentCode }),
          ],
          [tr('doc.address'), `${agent.address}, ${agent.city}`],
          [tr('invoice.trn'), agent.trnNumber],
          ...(filters.length
            ? ([[tr('statement.filter'), filters.join(language === 'ar' ? '، ' : ', ')]] as [
                string,
                string,
              ][])
            : []),
        ],
        { width: CONTENT_WIDTH, labelWidth: 60 },
      );
      doc.moveDown(0.5);
      totals(doc, [
        { label: tr('statement.openingBalance'), value: formatMoney(opening) },
        { label: tr('statement.closingBalance'), value: formatMoney(closing), bold: true },
      ]);
      doc.moveDown(0.8);
      drawTable(
        doc,
        [
          { header: tr('statement.no'), width: 36 },
          { header: tr('doc.date'), width: 62 },
          { header: tr('statement.type'), width: 62 },
          { header: tr('statement.reference'), width: 78 },
          { header: tr('invoice.description'), width: CONTENT_WIDTH - 36 - 62 - 62 - 78 - 3 * 58 },
          { header: tr('statement.debit'), width: 58, align: 'right' },
          { header: tr('statement.credit'), width: 58, align: 'right' },
          { header: tr('statement.balance'), width: 58, align: 'right' },
        ],
        rows.length === 0
          ? [{ muted: true, cells: ['', '', '', '', tr('statement.none'), '', '', ''] }]
          : rows.map((r) => ({
              cells: [
                String(r.transactionNo),
                formatDateTime(r.createdAt),
                typeLabel(r.type),
                r.reference,
                // A refund's credit note is named as on screen.
                r.creditNote
                  ? `${r.description} · ${tr('statement.creditNote', { number: r.creditNote.number })}`
                  : r.description,
                r.debit ? formatAmount(toMinor(r.debit)) : '',
                r.credit ? formatAmount(toMinor(r.credit)) : '',
                formatAmount(toMinor(r.balance)),
              ],
            })),
      );
      doc.moveDown(0.5);
      totals(doc, [
        { label: tr('statement.totalDebits'), value: formatMoney(debit) },
        { label: tr('statement.totalCredits'), value: formatMoney(credit) },
      ]);
    },
  );
  return { pdf, name: `statement-${agent.agentCode}-${to}.pdf` };
}
