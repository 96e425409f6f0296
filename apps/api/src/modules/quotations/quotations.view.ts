import type {
  QuotationAmendmentDto,
  QuotationCostingDto,
  QuotationDraft,
  QuotationListItemDto,
} from '@portal/contracts';
import type { AmendmentRow, QuotationRow } from './quotations.repository.ts';

type Confirmation = NonNullable<QuotationAmendmentDto['confirmation']>;

export function amendmentDto(
  quotation: QuotationRow,
  amendment: AmendmentRow,
  readerId: string | null,
): QuotationAmendmentDto {
  const confirmed = quotation.confirmedAmendmentId === amendment.id;
  return {
    _id: amendment.id,
    amendmentNo: amendment.amendmentNo,
    quotationNumber: quotation.quotationNumber,
    agentQuotationNumber: quotation.agentQuotationNumber,
    clientName: quotation.clientName,
    status: confirmed ? 'confirmed' : 'not-confirmed',
    createdAt: amendment.createdAt.toISOString(),
    draft: amendment.draft as unknown as QuotationDraft,
    costing: amendment.costing as unknown as QuotationCostingDto,
    confirmation: (amendment.confirmation as unknown as Confirmation | null) ?? null,
    isLatest: quotation.latestAmendmentId === amendment.id,
    canChange: readerId === quotation.agentId,
  };
}

export function listItemDto(row: {
  quotation: QuotationRow;
  amendment: AmendmentRow;
  agent: { id: string; name: string; companyName: string; agentCode: number };
}): QuotationListItemDto {
  const { quotation: q, amendment: a } = row;
  const draft = a.draft as unknown as QuotationDraft;
  return {
    _id: q.id,
    quotationNumber: q.quotationNumber,
    agentQuotationNumber: q.agentQuotationNumber,
    clientName: q.clientName,
    status: q.status,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    totalAmendments: q.totalAmendments,
    agent: {
      _id: row.agent.id,
      name: row.agent.companyName || row.agent.name,
      agentCode: String(row.agent.agentCode),
    },
    agency: null,
    amendment: {
      _id: a.id,
      amendmentNo: a.amendmentNo,
      checkInDate: draft.checkInDate,
      checkOutDate: draft.checkOutDate,
      noOfAdults: draft.noOfAdults,
      noOfChildren: draft.noOfChildren,
      currency: draft.quotationCurrency,
      fromPerPerson: a.fromPerPerson,
    },
  };
}
