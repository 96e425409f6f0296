import { formatDate, formatMoney, type Language } from '@portal/domain';
import { translator } from '../../lib/i18n/index.ts';
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

const regionNames = {
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
  ar: new Intl.DisplayNames(['ar'], { type: 'region' }),
};
export const countryName = (code: string, language: Language = 'en') => {
  try {
    return regionNames[language].of(code) ?? code;
  } catch {
    return code;
  }
};

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
  language: Language = 'en',
): Promise<Buffer> {
  const tr = translator(language);
  const limitText = (minor: number, currency: string) =>
    minor > 0 ? formatMoney(minor, currency) : tr('insurance.notCovered');
  const policies = await policiesOfLines(
    deps.database.db,
    lines.map((l) => l.id),
  );
  const brand = await agentBranding(deps, order.agentId, language);
  return renderPdf(
    {
      title: tr('insurance.title', { reference: order.referenceNumber }),
      footer: tr('ticket.footer', { brand: brand.name, reference: order.referenceNumber }),
      language,
    },
    (doc) => {
      lines.forEach((line, i) => {
        const policy = policies.find((p) => p.lineId === line.id);
        if (!policy) return;
        if (i > 0) doc.addPage();
        const { plan } = policy;
        drawHeader(doc, brand, tr('insurance.heading'), [
          [tr('insurance.policyNumber'), policy.policyNumber ?? tr('insurance.beingIssued')],
          [tr('ticket.reference'), order.referenceNumber],
          [tr('ticket.agentReference'), order.agentReferenceNumber],
          [tr('insurance.issued'), policy.issuedAt ? formatDate(policy.issuedAt) : '-'],
        ]);
        if (line.status === 'cancelled') noteBox(doc, tr('insurance.cancelled'), { bold: true });
        sectionTitle(doc, tr('insurance.plan'));
        facts(doc, [
          [tr('insurance.plan'), plan.name],
          [tr('insurance.travelType'), tr(`travelType.${policy.travelType}`)],
          [tr('insurance.residence'), countryName(policy.residence, language)],
          [tr('insurance.destination'), countryName(policy.destination, language)],
          [
            tr('insurance.period'),
            tr('insurance.periodText', {
              from: formatDate(policy.travelFrom),
              to: formatDate(policy.travelTo),
            }),
          ],
          [
            tr('ticket.price'),
            view === 'sell' ? tr('insurance.vatIncluded', { price: formatMoney(line.sellPrice) }) : null,
          ],
        ]);
        doc.moveDown(0.5);
        sectionTitle(doc, tr('insurance.insured'));
        drawTable(
          doc,
          [
            { header: tr('doc.name'), width: CONTENT_WIDTH * 0.34 },
            { header: tr('insurance.gender'), width: CONTENT_WIDTH * 0.14 },
            { header: tr('insurance.dateOfBirth'), width: CONTENT_WIDTH * 0.18 },
            { header: tr('insurance.age'), width: CONTENT_WIDTH * 0.1, align: 'right' },
            { header: tr('ticket.passport'), width: CONTENT_WIDTH * 0.24 },
          ],
          policy.beneficiaries.map((b) => ({
            cells: [
              `${b.firstName} ${b.lastName}`,
              b.gender === 'male' ? tr('insurance.male') : tr('insurance.female'),
              formatDate(b.dateOfBirth),
              String(b.age),
              b.passportNumber,
            ],
          })),
        );
        doc.moveDown(0.5);
        sectionTitle(doc, tr('insurance.coverage', { currency: plan.coverageCurrency }));
        drawTable(
          doc,
          [
            { header: tr('insurance.cover'), width: CONTENT_WIDTH * 0.5 },
            { header: tr('insurance.limit'), width: CONTENT_WIDTH * 0.25, align: 'right' },
            { header: tr('insurance.excess'), width: CONTENT_WIDTH * 0.25, align: 'right' },
          ],
          plan.coverage.map((c) => ({
            cells: [
              tr(`coverage.${c.kind}`),
              limitText(c.limit, plan.coverageCurrency),
              c.limit > 0 ? formatMoney(c.excess, plan.coverageCurrency) : '-',
            ],
          })),
        );
        doc.moveDown(0.5);
        sectionTitle(doc, tr('insurance.emergency'));
        noteBox(
          doc,
          tr('insurance.call', {
            phone: plan.emergencyPhone,
            policy: policy.policyNumber ?? order.referenceNumber,
          }),
          {
            bold: true,
          },
        );
        sectionTitle(doc, tr('insurance.cancellation'));
        facts(doc, [[tr('insurance.rule'), cancellationRuleText(plan.cancellation)]]);
      });
    },
  );
}
