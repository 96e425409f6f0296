import type {
  MarkupDeleteAnswer,
  QuotationMarkupDto,
  QuotationMarkupsAnswer,
  QuotationSubAgentMarkupDto,
} from '@portal/contracts';
import type { ActingAs } from '../../audit/index.ts';
import { auditedMarkupChange } from './markup-audit.ts';
import {
  isQuotationComponent,
  QUOTATION_COMPONENT_LABELS,
  QUOTATION_COMPONENTS,
  QUOTATION_FLAT_UNITS,
  toMajor,
  type MarkupType,
  type QuotationComponent,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ClientMarkupRow, SubAgentMarkupRow } from './markups.repository.ts';
import { findSubAgent, subAgentsOf, upsertClientMarkup, upsertSubAgentMarkup } from './markups.repository.ts';
import {
  deleteQuotationClient,
  deleteQuotationSubAgent,
  quotationClientRows,
  quotationSubAgentRows,
} from './quotation-markups.repository.ts';

interface Caller {
  agentId: string;
  role: string;
}
interface Body {
  component: QuotationComponent;
  markupType: MarkupType;
  value: number;
}

function dto(row: ClientMarkupRow | SubAgentMarkupRow, component: QuotationComponent): QuotationMarkupDto {
  const value = Number(row.value);
  return {
    _id: row.id,
    component,
    markupType: row.type,
    markup: row.type === 'flat' ? toMajor(value) : value,
    value,
  };
}

const subDto = (row: SubAgentMarkupRow, component: QuotationComponent): QuotationSubAgentMarkupDto => ({
  ...dto(row, component),
  subAgentId: row.subAgentId,
});

/** The /markup/quotation page: per component the caller's client markup and (reseller) each sub-agent's. */
export async function quotationMarkups(deps: AppDeps, caller: Caller): Promise<QuotationMarkupsAnswer> {
  const db = deps.database.db;
  const subs = caller.role === 'reseller' ? await subAgentsOf(db, caller.agentId) : [];
  const [clientRows, subRows] = await Promise.all([
    quotationClientRows(db, caller.agentId),
    quotationSubAgentRows(
      db,
      caller.agentId,
      subs.map((s) => s.id),
    ),
  ]);
  const nameOf = (s: (typeof subs)[number]) => s.companyName || s.name;
  return {
    components: QUOTATION_COMPONENTS.map((component) => {
      const client = clientRows.find((r) => r.itemId === component);
      return {
        component,
        name: QUOTATION_COMPONENT_LABELS[component],
        flatUnit: QUOTATION_FLAT_UNITS[component],
        clientMarkup: client ? dto(client, component) : null,
        subAgentMarkups: subs.map((s) => {
          const row = subRows.find((r) => r.subAgentId === s.id && r.itemId === component);
          return { subAgentId: s.id, name: nameOf(s), markup: row ? subDto(row, component) : null };
        }),
      };
    }),
    subAgents: subs.map((s) => ({ _id: s.id, name: nameOf(s) })),
  };
}

const layerOf = (body: Body) =>
  ({ product: 'quotation', itemId: body.component, type: body.markupType, value: body.value }) as const;

export async function setQuotationClientMarkup(deps: AppDeps, agentId: string, body: Body, who: ActingAs) {
  const db = deps.database.db;
  const row = await auditedMarkupChange(db, who, { kind: 'markup.set', agentId }, (tx) =>
    upsertClientMarkup(tx, agentId, layerOf(body), deps.clock.now()),
  );
  return dto(row!, body.component);
}

export async function setQuotationSubAgentMarkup(
  deps: AppDeps,
  parentId: string,
  body: Body & { subAgentId: string },
  who: ActingAs,
) {
  const db = deps.database.db;
  // Another reseller's sub-agent answers like an unknown one, so ids of others are not confirmed.
  if (!(await findSubAgent(db, parentId, body.subAgentId))) throw notFound('Sub-agent');
  const row = (await auditedMarkupChange(db, who, { kind: 'markup.set', agentId: parentId }, (tx) =>
    upsertSubAgentMarkup(tx, parentId, body.subAgentId, layerOf(body), deps.clock.now()),
  ))!;
  return subDto(row, body.component);
}

const deleted = (row: { id: string; itemId: string | null }): MarkupDeleteAnswer => ({
  _id: row.id,
  name: isQuotationComponent(row.itemId) ? QUOTATION_COMPONENT_LABELS[row.itemId] : 'Quotation',
});

export async function removeQuotationClientMarkup(deps: AppDeps, agentId: string, id: string, who: ActingAs) {
  const row = await auditedMarkupChange(deps.database.db, who, { kind: 'markup.delete', agentId }, (tx) =>
    deleteQuotationClient(tx, agentId, id),
  );
  if (!row) throw notFound('Markup');
  return deleted(row);
}

/** Reseller only: a markup it set for one of its sub-agents. */
export async function removeQuotationSubAgentMarkup(
  deps: AppDeps,
  parentId: string,
  id: string,
  who: ActingAs,
) {
  const row = await auditedMarkupChange(
    deps.database.db,
    who,
    { kind: 'markup.delete', agentId: parentId },
    (tx) => deleteQuotationSubAgent(tx, parentId, id),
  );
  if (!row) throw notFound('Markup');
  return deleted(row);
}
