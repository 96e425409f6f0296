import { z } from 'zod';
import { minorAmount, timeSlotDto } from './catalogue.ts';

const count = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(100, `${label}: at most 100`);

/** One activity as the agent chose it (price check and order lines share it). */
export const activitySelectionInput = z.object({
  activityId: z.uuid({ error: 'Unknown activity' }),
  date: z.iso.date({ error: 'Date input not valid.' }),
  adults: count('Adults'),
  children: count('Children').default(0),
  infants: count('Infants').default(0),
  transferType: z.enum(['none', 'shared', 'private']).default('none'),
  /** Hourly activities: 1..12. */
  hours: z.number().int().min(1).max(12).optional(),
  /** API-connected activities: a slot id from POST /b2b/attractions/timeslots. */
  slotId: z.string().trim().min(1).max(200).optional(),
  /**
   * Whether the agent applies the B2B promo discount (cart's isPromoAdded). Default false, as the
   * cart starts: one price for the same request, whoever asks (issue 30) - the page and the API.
   */
  isPromoAdded: z.boolean().default(false),
});
export type ActivitySelectionInput = z.input<typeof activitySelectionInput>;
export type ActivitySelectionParsed = z.output<typeof activitySelectionInput>;

/** POST /b2b/attractions/price: the debounced price check of one selection. */
export const priceCheckBody = activitySelectionInput;

/** Every component of a price, integers in minor units (packages/domain PriceBreakdown). */
export const priceBreakdownDto = z.object({
  net: minorAmount,
  companyMarkup: minorAmount,
  subAgentMarkup: minorAmount,
  vat: minorAmount,
  promo: minorAmount,
  clientMarkup: minorAmount,
  agentPrice: minorAmount,
  sellPrice: minorAmount,
});
export type PriceBreakdownDto = z.infer<typeof priceBreakdownDto>;

/** What an agent sees of a breakdown: no net, no company markup. */
export const agentBreakdownDto = priceBreakdownDto.omit({ net: true, companyMarkup: true });
export type AgentBreakdownDto = z.infer<typeof agentBreakdownDto>;

export const pricedLineDto = z.object({
  kind: z.enum(['adult', 'child', 'infant', 'shared-transfer', 'vehicle']),
  label: z.string(),
  units: z.number().int(),
  vehicleId: z.string().optional(),
  vehicleCount: z.number().int().optional(),
  hours: z.number().int().optional(),
  /** Per unit, before promo. */
  unitAgentPrice: minorAmount,
  breakdown: agentBreakdownDto,
});
export type PricedLineDto = z.infer<typeof pricedLineDto>;

export const vehiclePlanDto = z.object({
  vehicles: z.array(
    z.object({ _id: z.string(), name: z.string(), capacity: z.number().int(), count: z.number().int() }),
  ),
  vehicleCount: z.number().int(),
  seats: z.number().int(),
});

export const priceCheckAnswer = z.object({
  activityId: z.uuid(),
  date: z.string(),
  lines: z.array(pricedLineDto),
  total: agentBreakdownDto,
  /** What the wallet is charged: expectedPrice for the order line. */
  agentPrice: minorAmount,
  agentPriceMajor: z.number(),
  /** agentPrice + the caller's client markup (client documents). */
  sellPrice: minorAmount,
  sellPriceMajor: z.number(),
  vehiclePlan: vehiclePlanDto.nullable(),
  /** The promo kept (0 when isPromoAdded is false). */
  promo: minorAmount,
  /** What the promo would be with isPromoAdded true, for the cart's apply/remove arithmetic. */
  promoAvailable: minorAmount,
  /** Remaining e-tickets for this activity and date, null when not ticket-based. */
  ticketsLeft: z.number().int().nullable(),
});
export type PriceCheckAnswer = z.infer<typeof priceCheckAnswer>;

/** POST /b2b/attractions/timeslots (API-connected activities, through the supplier). */
export const timeslotsBody = z.object({
  activityId: z.uuid({ error: 'Unknown activity' }),
  date: z.iso.date({ error: 'Date input not valid.' }),
});
export const timeslotsAnswer = z.object({
  activityId: z.uuid(),
  date: z.string(),
  slots: z.array(timeSlotDto),
});
export type TimeslotsAnswer = z.infer<typeof timeslotsAnswer>;
