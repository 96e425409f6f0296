import { COVERAGE_LABELS, formatDate, formatMoney, TRAVEL_TYPE_LABELS } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import {
  agentBranding,
  drawHeader,
  drawTable,
  facts,
  noteBox,
  renderPdf,
  sectionTitle,
  CONTENT_WIDTH,
} from '../../lib/documents/index.ts';
import type { CoreLine, CoreOrder } from '../bookings/core/product.ts';
import { policiesOfLines } from './plans.repository.ts';
import { cancellationRuleText } from './views.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

const limitText = (minor: number, currency: string) =>
  minor > 0 ? formatMoney(minor, currency) : 'Not covered';

/**
 * The policy certificate the agent hands to its client (issue 16): insured persons, plan, coverage
 * table, dates and the emergency assistance number, under the agent's own branding. `client` prints
 * no price; `sell` prints the client's price (the agent's margin included). Never a net.
 */
export async function certificatePdf(
  deps: AppDeps,
  order: CoreOrder,
  lines: CoreLine[],
  view: 'client' | 'sell',
): Promise<Buffer> {
  const policies = await policiesOfLines(
    deps.database.db,
    lines.map((l) => l.id),
  );
  const brand = await agentBranding(deps, order.agentId);
  return renderPdf(
    {
      title: `Certificate of insurance ${order.referenceNumber}`,
      footer: `${brand.name} · ${order.referenceNumber}`,
    },
    (doc) => {
      lines.forEach((line, i) => {
        const policy = policies.find((p) => p.lineId === line.id);
        if (!policy) return;
        if (i > 0) doc.addPage();
        const { plan } = policy;
        drawHeader(doc, brand, 'Certificate of Insurance', [
          ['Policy number', policy.policyNumber ?? 'Being issued'],
          ['Reference', order.referenceNumber],
          ['Agent reference', order.agentReferenceNumber],
          ['Issued', policy.issuedAt ? formatDate(policy.issuedAt) : '-'],
        ]);
        if (line.status === 'cancelled') noteBox(doc, 'This policy has been cancelled.', { bold: true });
        sectionTitle(doc, 'Plan');
        facts(doc, [
          ['Plan', plan.name],
          ['Travel type', TRAVEL_TYPE_LABELS[policy.travelType]],
          ['Residence', countryName(policy.residence)],
          ['Destination', countryName(policy.destination)],
          [
            'Period of cover',
            `${formatDate(policy.travelFrom)} to ${formatDate(policy.travelTo)} (both days included)`,
          ],
          ['Price', view === 'sell' ? `${formatMoney(line.sellPrice)} (VAT included)` : null],
        ]);
        doc.moveDown(0.5);
        sectionTitle(doc, 'Insured persons');
        drawTable(
          doc,
          [
            { header: 'Name', width: CONTENT_WIDTH * 0.34 },
            { header: 'Gender', width: CONTENT_WIDTH * 0.14 },
            { header: 'Date of birth', width: CONTENT_WIDTH * 0.18 },
            { header: 'Age', width: CONTENT_WIDTH * 0.1, align: 'right' },
            { header: 'Passport', width: CONTENT_WIDTH * 0.24 },
          ],
          policy.beneficiaries.map((b) => ({
            cells: [
              `${b.firstName} ${b.lastName}`,
              b.gender === 'male' ? 'Male' : 'Female',
              formatDate(b.dateOfBirth),
              String(b.age),
              b.passportNumber,
            ],
          })),
        );
        doc.moveDown(0.5);
        sectionTitle(doc, `Coverage (per insured person, ${plan.coverageCurrency})`);
        drawTable(
          doc,
          [
            { header: 'Cover', width: CONTENT_WIDTH * 0.5 },
            { header: 'Limit', width: CONTENT_WIDTH * 0.25, align: 'right' },
            { header: 'Excess', width: CONTENT_WIDTH * 0.25, align: 'right' },
          ],
          plan.coverage.map((c) => ({
            cells: [
              COVERAGE_LABELS[c.kind],
              limitText(c.limit, plan.coverageCurrency),
              c.limit > 0 ? formatMoney(c.excess, plan.coverageCurrency) : '-',
            ],
          })),
        );
        doc.moveDown(0.5);
        sectionTitle(doc, 'Emergency assistance (24 hours)');
        noteBox(
          doc,
          `Call ${plan.emergencyPhone} and quote policy number ${policy.policyNumber ?? order.referenceNumber}.`,
          {
            bold: true,
          },
        );
        sectionTitle(doc, 'Cancellation');
        facts(doc, [['Rule', cancellationRuleText(plan.cancellation)]]);
      });
    },
  );
}
