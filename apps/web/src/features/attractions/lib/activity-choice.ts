import {
  validateSelection,
  type ActivityChoiceState,
  type FieldError,
  type TransferType,
} from '@portal/domain';
import type {
  ActivityDto,
  ActivitySelectionInput,
  AttractionDetailsDto,
  PriceCheckAnswer,
} from '@portal/contracts';
import type { AttractionCartItem } from '../attractions.slice';

/** One activity on the details page: the catalogue entry plus the agent's choices (spec section 3). */
export type ActivityChoice = ActivityDto & ActivityChoiceState & { slotId: string | null };

export type Counter = 'adult' | 'child' | 'infant';

/**
 * Steps one traveller count. Adults, children and infants never go below 0; infants can never exceed
 * adults: a rise past the adults is refused, and lowering adults caps infants (spec section 5).
 */
export function stepCount(choice: ActivityChoice, field: Counter, delta: number): ActivityChoice {
  const next = Math.max(0, choice[field] + delta);
  if (field === 'infant') {
    if (next > choice.adult) return choice;
    return { ...choice, infant: next };
  }
  if (field === 'adult') return { ...choice, adult: next, infant: Math.min(choice.infant, next) };
  return { ...choice, child: next };
}

/** Messages for what is wrong with the current choice, from the same rules the server applies. */
export function choiceErrors(
  attraction: AttractionDetailsDto,
  choice: ActivityChoice,
  now: Date = new Date(),
): FieldError[] {
  const errors = validateSelection({
    attraction: {
      bookingType: attraction.bookingType,
      bookingPriorDays: attraction.availability.bookingPriorDays,
      availableWeekdays: attraction.availability.availableWeekdays,
      offDates: attraction.availability.offDates,
      customDateFrom: attraction.availability.customDateFrom,
      customDateTo: attraction.availability.customDateTo,
    },
    activity: {
      base: choice.base,
      activityType: choice.activityType,
      sharedTransferPrice: choice.sharedTransferPrice ? choice.sharedTransferPrice.agentPrice : null,
      privateVehicles: choice.vehicles.map((v) => ({
        id: v._id,
        name: v.name,
        capacity: v.capacity,
        price: v.price.agentPrice,
        cost: 0,
      })),
    },
    selection: {
      date: choice.date,
      adults: choice.adult,
      children: choice.child,
      infants: choice.infant,
      hours: choice.hourCount,
      transferType: choice.transfer,
    },
    now,
  });
  if (choice.isTimeSlot && choice.date && !choice.slotId) {
    errors.push({ field: 'slot', message: 'Choose a time slot.' });
  }
  return errors;
}

/** The price-check / order request of a choice (the promo is applied later, in the cart). */
export function toSelectionInput(
  choice: ActivityChoice,
  isPromoAdded = false,
): ActivitySelectionInput | null {
  if (!choice.date) return null;
  return {
    activityId: choice._id,
    date: choice.date,
    adults: choice.adult,
    children: choice.child,
    infants: choice.infant,
    transferType: choice.transfer,
    ...(choice.base === 'hourly' && choice.hourCount ? { hours: choice.hourCount } : {}),
    ...(choice.slotId ? { slotId: choice.slotId } : {}),
    isPromoAdded,
  };
}

/** Transfer choices the activity offers, 'none' first. */
export function transferChoices(activity: ActivityDto): TransferType[] {
  const order: TransferType[] = ['none', 'shared', 'private'];
  return order.filter((t) => activity.transferOptions.includes(t));
}

/** The cart line of a priced choice: `_id` is the activity id; price is the server's agent price. */
export function toCartItem(
  attraction: AttractionDetailsDto,
  choice: ActivityChoice,
  priced: PriceCheckAnswer,
  slotLabel: string | null,
): AttractionCartItem {
  return {
    _id: choice._id,
    name: choice.name,
    date: choice.date,
    activityType: choice.activityType,
    base: choice.base,
    adult: choice.adult,
    child: choice.child,
    infant: choice.infant,
    adultPrice: choice.adultPrice.agentPrice,
    childPrice: choice.childPrice.agentPrice,
    infantPrice: choice.infantPrice.agentPrice,
    price: priced.agentPrice,
    isPromoAdded: false,
    b2bPromoAmountAdult: choice.b2bPromoAmountAdult,
    b2bPromoAmountChild: choice.b2bPromoAmountChild,
    attractionId: attraction._id,
    attractionTitle: attraction.title,
    image: attraction.images[0] ?? null,
    transferType: choice.transfer,
    hours: choice.base === 'hourly' ? choice.hourCount : null,
    vehicles: (priced.vehiclePlan?.vehicles ?? []).map((v) => ({ id: v._id, count: v.count })),
    slot: choice.slotId ? { id: choice.slotId, label: slotLabel ?? choice.slotId } : null,
  };
}

/** The order line of a cart item: the selection plus the price the agent saw. */
export function toOrderItem(item: AttractionCartItem) {
  return {
    activityId: item._id,
    date: item.date ?? '',
    adults: item.adult,
    children: item.child,
    infants: item.infant,
    transferType: item.transferType,
    ...(item.hours ? { hours: item.hours } : {}),
    ...(item.slot ? { slotId: item.slot.id } : {}),
    isPromoAdded: item.isPromoAdded,
    expectedPrice: item.price,
  };
}
