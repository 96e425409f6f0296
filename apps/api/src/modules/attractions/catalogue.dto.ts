import type { AttractionDetailsDto, AttractionSummaryDto } from '@portal/contracts';
import { formatMoney, toMajor, type PricingLayers } from '@portal/domain';
import type { ActivityRow, AttractionWithRefs, TicketCounts } from './catalogue.repository.ts';
import { fromPrice, unitPrice, usesInventory } from './pricing.ts';

export function policyText(
  a: Pick<
    AttractionWithRefs,
    'cancellationType' | 'cancelBeforeHours' | 'cancellationFeeType' | 'cancellationFee'
  >,
): string {
  if (a.cancellationType === 'non-refundable')
    return 'Non-refundable: no cancellation or change once booked.';
  if (a.cancellationType === 'free')
    return `Free cancellation until ${a.cancelBeforeHours} hours before the service.`;
  const fee =
    a.cancellationFeeType === 'flat'
      ? formatMoney(a.cancellationFee ?? 0)
      : `${a.cancellationFee ?? 0}% of the price`;
  return `Cancellation until ${a.cancelBeforeHours} hours before the service, with a fee of ${fee}.`;
}

export function summaryOf(
  a: AttractionWithRefs,
  activities: ActivityRow[],
  layersOf: (activityId: string) => PricingLayers,
): AttractionSummaryDto {
  let best: { agentPrice: number; sellPrice: number } | null = null;
  for (const act of activities) {
    const p = fromPrice(act, layersOf(act.id));
    if (p && (!best || p.agentPrice < best.agentPrice)) best = p;
  }
  return {
    _id: a.id,
    title: a.title,
    slug: a.slug,
    images: a.images,
    category: { _id: a.category.id, name: a.category.name, slug: a.category.slug },
    destination: { name: a.destination.name, slug: a.destination.slug },
    bookingType: a.bookingType,
    isApiConnected: a.isApiConnected,
    rating: Number(a.rating),
    reviewCount: a.reviewCount,
    durationText: a.durationText,
    location: a.location,
    cancellationType: a.cancellationType,
    priceFrom: best?.agentPrice ?? 0,
    priceFromMajor: toMajor(best?.agentPrice ?? 0),
    sellPriceFrom: best?.sellPrice ?? 0,
  };
}

export function detailsOf(
  a: AttractionWithRefs,
  activities: ActivityRow[],
  layersOf: (activityId: string) => PricingLayers,
  tickets: Map<string, TicketCounts>,
  bookableDates: string[],
  pricedOn: string,
): AttractionDetailsDto {
  let ticketTotal = 0;
  const anyInventory = activities.some((act) => usesInventory(a, act));
  const activityDtos = activities.map((act) => {
    const layers = layersOf(act.id);
    const vat = Number(act.vatPercent);
    const inventory = usesInventory(a, act);
    const counts = tickets.get(act.id) ?? { adult: 0, child: 0, infant: 0, common: 0 };
    if (inventory) ticketTotal += counts.adult + counts.child + counts.infant + counts.common;
    const common = counts.common > 0;
    const transferOptions: ('none' | 'shared' | 'private')[] =
      act.base !== 'person'
        ? ['private']
        : [
            'none',
            ...(act.sharedTransferPrice !== null ? (['shared'] as const) : []),
            ...(act.privateVehicles.length > 0 ? (['private'] as const) : []),
          ];
    return {
      _id: act.id,
      name: act.name,
      description: act.description,
      base: act.base,
      activityType: act.activityType,
      ageBands: act.ageBands,
      adultPrice: unitPrice(act.adultPrice, act.adultCost, layers, vat),
      childPrice: unitPrice(act.childPrice, act.childCost, layers, vat),
      infantPrice: unitPrice(act.infantPrice, act.infantCost, layers, vat),
      sharedTransferPrice:
        act.sharedTransferPrice === null
          ? null
          : unitPrice(
              act.sharedTransferPrice,
              act.sharedTransferCost ?? act.sharedTransferPrice,
              layers,
              vat,
            ),
      transferOptions,
      vehicles: act.privateVehicles.map((v) => ({
        _id: v.id,
        name: v.name,
        capacity: v.capacity,
        price: unitPrice(v.price, v.cost, layers, vat),
      })),
      vatPercent: vat,
      b2bPromoAmountAdult: act.b2bPromoAmountAdult,
      b2bPromoAmountChild: act.b2bPromoAmountChild,
      adultTicketCount: inventory ? (common ? counts.common : counts.adult) : null,
      childTicketCount: inventory ? (common ? counts.common : counts.child) : null,
      infantTicketCount: inventory ? (common ? counts.common : counts.infant) : null,
      commonTicketCount: inventory ? counts.common : null,
      isTimeSlot: a.isApiConnected,
    };
  });
  return {
    ...summaryOf(a, activities, layersOf),
    highlights: a.highlights,
    description: a.description,
    sections: a.sections,
    cancellationPolicy: {
      type: a.cancellationType,
      hoursBefore: a.cancelBeforeHours,
      feeType: a.cancellationFeeType,
      fee: a.cancellationFee === null ? null : Number(a.cancellationFee),
      text: policyText(a),
    },
    availability: {
      bookingPriorDays: a.bookingPriorDays,
      availableWeekdays: a.availableWeekdays,
      offDates: a.offDates,
      customDateFrom: a.customDateFrom,
      customDateTo: a.customDateTo,
      openingTime: a.openingTime,
      closingTime: a.closingTime,
      pricedOn,
      bookableDates,
    },
    ticketCount: anyInventory ? ticketTotal : null,
    ticketStatus: !anyInventory ? 'not-applicable' : ticketTotal > 0 ? 'available' : 'sold-out',
    activities: activityDtos,
  };
}
