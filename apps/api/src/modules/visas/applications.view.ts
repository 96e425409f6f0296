import type { OrderAgencyDto, VisaApplicationDto, VisaListRow, VisaTravellerDto } from '@portal/contracts';
import {
  REQUIRED_VISA_DOCUMENTS,
  VISA_DOCUMENT_FIELDS,
  visaApplicationStatusOf,
  visaOutcomeOf,
  type PriceBreakdown,
} from '@portal/domain';
import type { ApplicationBundle, TravellerRow } from './applications.repository.ts';
import { DOCUMENT_COLUMNS } from './documents.ts';

export interface StoredPricing {
  adult: PriceBreakdown;
  child: PriceBreakdown;
  total: PriceBreakdown;
}

export const documentsOf = (t: TravellerRow) =>
  Object.fromEntries(
    VISA_DOCUMENT_FIELDS.map((f) => [f, t[DOCUMENT_COLUMNS[f]] !== null]),
  ) as VisaTravellerDto['documents'];

export const documentsComplete = (travellers: TravellerRow[]) =>
  travellers.every((t) => REQUIRED_VISA_DOCUMENTS.every((f) => t[DOCUMENT_COLUMNS[f]] !== null));

function travellerDto(t: TravellerRow, bundle: ApplicationBundle): VisaTravellerDto {
  return {
    _id: t.id,
    position: t.position,
    paxType: t.paxType,
    title: t.title,
    firstName: t.firstName,
    lastName: t.lastName,
    email: t.email,
    contactNo: t.contactNo,
    passportNo: t.passportNo,
    dateOfBirth: t.dateOfBirth,
    expiryDate: t.passportExpiry,
    status: t.status,
    rejectionReason: t.rejectionReason,
    documents: documentsOf(t),
    hasVisa: t.visaDocumentId !== null && t.status === 'approved',
    reapplyCount: t.reapplyCount,
    history: bundle.events
      .filter((e) => e.travellerId === t.id)
      .map((e) => ({ status: e.status, note: e.note, at: e.createdAt.toISOString() })),
  };
}

export function paymentStateOf(app: ApplicationBundle['app']): VisaApplicationDto['paymentState'] {
  if (app.paidAt) return 'paid';
  return app.bookingOrderId ? 'pending' : 'unpaid';
}

/**
 * `agency`: the sub-agent that applied when its parent reseller reads it (the branch view): the
 * sub-agent's client price stays private (the sell price shown is what the sub-agent paid).
 */
export function applicationDto(
  bundle: ApplicationBundle,
  agency: OrderAgencyDto = null,
  bookedBy: string | null = null,
): VisaApplicationDto {
  const { app, type, nationality, travellers } = bundle;
  const pricing = app.pricing as unknown as StoredPricing;
  return {
    _id: app.id,
    referenceNumber: app.referenceNumber,
    agency,
    bookedBy,
    visaType: { _id: type.id, visaName: type.name, ageFrom: type.childAgeFrom, ageTo: type.childAgeTo },
    nationality: { _id: nationality.id, nationality: nationality.name },
    travelDate: app.travelDate,
    noOfAdult: app.noOfAdult,
    noOfChild: app.noOfChild,
    totalAmount: app.totalAgentPrice,
    totalSellPrice: agency ? app.totalAgentPrice : app.totalSellPrice,
    adultPrice: app.noOfAdult ? Math.round(pricing.adult.agentPrice / app.noOfAdult) : 0,
    childPrice: app.noOfChild ? Math.round(pricing.child.agentPrice / app.noOfChild) : 0,
    status: visaApplicationStatusOf(travellers.map((t) => t.status)),
    outcome: visaOutcomeOf(travellers.map((t) => t.status)),
    paymentState: paymentStateOf(app),
    orderId: app.bookingOrderId,
    documentsComplete: documentsComplete(travellers),
    travellers: travellers.map((t) => travellerDto(t, bundle)),
    createdAt: app.createdAt.toISOString(),
  };
}

export function listRowDto(
  bundle: ApplicationBundle,
  agency: OrderAgencyDto = null,
  bookedBy: string | null = null,
): VisaListRow {
  const { travellers: _t, ...dto } = applicationDto(bundle, agency, bookedBy);
  const statusCounts: Record<string, number> = {};
  for (const t of bundle.travellers) statusCounts[t.status] = (statusCounts[t.status] ?? 0) + 1;
  return {
    ...dto,
    travellerNames: bundle.travellers.map((t) => `${t.firstName} ${t.lastName}`),
    statusCounts,
  };
}
