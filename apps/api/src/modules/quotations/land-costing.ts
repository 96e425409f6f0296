import { eq } from 'drizzle-orm';
import type { QuotationDraft, QuotedExcursionDto } from '@portal/contracts';
import { attractionActivities, attractions } from '@portal/db';
import {
  addQuoted,
  companyLayersOf,
  priceActivitySelection,
  priceVisa,
  shareOf,
  ZERO_QUOTED,
  type ExcursionType,
  type Quoted,
  type TransferType,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { layersFor, loadBuyerMarkups as loadAttractionMarkups } from '../attractions/markup-layers.ts';
import { catalogueOf } from '../attractions/pricing.ts';
import { requireSoldType } from '../visas/catalogue.service.ts';
import { loadVisaMarkups, visaLayers } from '../visas/markup-layers.ts';
import { quoteComponent, type QuotationPricing } from './quotation-layers.ts';

type ExcursionInput = QuotationDraft['excursions'][number];

function transferTypeOf(type: ExcursionType, hasShared: boolean): TransferType {
  if (type === 'Private') return 'private';
  if (type === 'Shared' || (type === 'TicketWithTransfer' && hasShared)) return 'shared';
  return 'none';
}

/**
 * One excursion for the whole party, priced as the attractions module prices it (its own company
 * layer, no promo), then through the quotation's attraction layers: tickets per adult and per
 * child, the transfer shared by everyone.
 */
export async function costExcursion(
  p: QuotationPricing,
  input: ExcursionInput,
  party: { adults: number; children: number },
): Promise<QuotedExcursionDto> {
  const [row] = await p.db
    .select({ activity: attractionActivities, title: attractions.title, active: attractions.isActive })
    .from(attractionActivities)
    .innerJoin(attractions, eq(attractions.id, attractionActivities.attractionId))
    .where(eq(attractionActivities.id, input.activityId));
  if (!row || !row.active || !row.activity.isActive)
    throw badRequest('An excursion of the quotation is no longer sold');
  const activity = catalogueOf(row.activity);
  const transferType = transferTypeOf(input.selectedExcursionType, activity.sharedTransferPrice !== null);
  if (transferType === 'shared' && activity.sharedTransferPrice === null)
    throw badRequest(`${activity.name} has no shared transfer`);
  if (transferType === 'private' && activity.privateVehicles.length === 0)
    throw badRequest(`${activity.name} has no private transfer`);
  const vehicles = input.vehicleType.map((v) => ({ id: v.vehicle, count: v.count }));
  for (const v of vehicles) {
    if (!activity.privateVehicles.some((o) => o.id === v.id))
      throw badRequest(`Choose a vehicle ${activity.name} offers`);
  }
  let priced;
  try {
    priced = priceActivitySelection({
      activity,
      selection: {
        date: null,
        adults: party.adults,
        children: party.children,
        infants: 0,
        transferType,
        vehicles: transferType === 'private' && vehicles.length ? vehicles : null,
      },
      // The attraction's own company layers (ADR 0014), as the attractions module charges the account.
      layers: companyLayersOf(layersFor(await loadAttractionMarkups(p.database, p.buyer), activity.id)),
      promo: false,
    });
  } catch (err) {
    if (err instanceof RangeError) throw badRequest(`${activity.name}: ${err.message}`);
    throw err;
  }
  const sum = (kinds: string[]) =>
    priced.lines.filter((l) => kinds.includes(l.kind)).reduce((n, l) => n + l.breakdown.agentPrice, 0);
  const persons = party.adults + party.children;
  const transfer = sum(['shared-transfer', 'vehicle']);
  const adultTransfer = Math.round((transfer * party.adults) / persons);
  const adults = quoteComponent(p, 'attraction', sum(['adult']) + adultTransfer, party.adults);
  const children =
    party.children > 0
      ? quoteComponent(p, 'attraction', sum(['child']) + transfer - adultTransfer, party.children)
      : ZERO_QUOTED;
  return {
    activityId: input.activityId,
    name: activity.name,
    attractionTitle: row.title,
    excursionType: input.selectedExcursionType,
    vehicleTypes: (priced.vehiclePlan?.vehicles ?? []).map((v) => ({
      vehicle: v.id,
      name: v.name,
      count: v.count,
    })),
    adultPrice: shareOf(adults, party.adults),
    childPrice: party.children > 0 ? shareOf(children, party.children) : ZERO_QUOTED,
    total: addQuoted(adults, children),
  };
}

/** The visa per adult and per child: the visa module's price to the account, then the quotation's visa layers. */
export async function costVisa(
  deps: AppDeps,
  p: QuotationPricing,
  visa: { visaId: string; nationalityId: string },
) {
  const sold = await requireSoldType(deps, visa.visaId, visa.nationalityId);
  const markups = await loadVisaMarkups(p.database, p.buyer);
  const unit = priceVisa(
    sold.price,
    { noOfAdult: 1, noOfChild: 1 },
    companyLayersOf(visaLayers(markups, sold.type.id)),
  );
  const adultPrice: Quoted = quoteComponent(p, 'visa', unit.adult.agentPrice, 1);
  const childPrice: Quoted = quoteComponent(p, 'visa', unit.child.agentPrice, 1);
  return {
    visaId: sold.type.id,
    visaName: sold.type.name,
    nationalityId: visa.nationalityId,
    nationality: sold.nationality.name,
    processingTime: sold.type.processingTime,
    processingTimeFormat: sold.type.processingTimeFormat,
    validity: sold.type.validity,
    validityTimeFormat: sold.type.validityTimeFormat,
    adultPrice,
    childPrice,
  };
}
