import type { FlightFareRulesDto } from '@portal/contracts';
import { formatMoney } from '@portal/domain';
import type { FeeLine } from '../../bookings/core/index.ts';
import type { SupplierFare } from '../../../suppliers/flights/index.ts';

/** What a booking keeps of its fare: the rules the e-ticket, the order and the cancellation read. */
export interface StoredFare {
  family: string;
  cabin: 'economy' | 'business';
  bookingClass: string;
  baggage: { checkedKg: number; cabinKg: number };
  refundable: boolean;
  /** Per passenger with a seat (adults and children), AED minor units. */
  changeFee: number;
  cancelFee: number | null;
}

export const storedFare = (f: SupplierFare): StoredFare => ({
  family: f.family,
  cabin: f.cabin,
  bookingClass: f.bookingClass,
  baggage: f.baggage,
  refundable: f.refundable,
  changeFee: f.changeFee,
  cancelFee: f.cancelFee,
});

export function changeText(f: StoredFare): string {
  return f.changeFee === 0
    ? 'Date changes free of charge before departure (any fare difference is paid).'
    : `Date changes before departure: ${formatMoney(f.changeFee)} per passenger plus any fare difference.`;
}

export function refundText(f: StoredFare): string {
  if (f.cancelFee === null || !f.refundable)
    return 'Non-refundable: cancelling refunds nothing. Seats, meals and extra baggage are not refundable.';
  const fee =
    f.cancelFee === 0
      ? 'Fully refundable before departure'
      : `Refundable before departure less ${formatMoney(f.cancelFee)} per passenger`;
  return `${fee}; seats, meals and extra baggage are not refundable. No refund after departure.`;
}

export function fareRulesDto(f: StoredFare, timeLimit: Date): FlightFareRulesDto {
  return { ...f, changeText: changeText(f), refundText: refundText(f), timeLimit: timeLimit.toISOString() };
}

/**
 * The cancellation policy stored on the line (agent terms): from now the airline's fee per seated
 * passenger plus the add-ons (never refunded), the whole price for a non-refundable fare, and the
 * whole price from the first departure.
 */
export function cancellationPolicy(
  f: StoredFare,
  args: { agentPrice: number; addons: number; seated: number; now: Date; firstDepartureAt: Date },
): FeeLine[] {
  const before =
    f.cancelFee === null || !f.refundable
      ? args.agentPrice
      : Math.min(args.agentPrice, f.cancelFee * args.seated + args.addons);
  return [
    { from: args.now.toISOString(), fee: before },
    { from: args.firstDepartureAt.toISOString(), fee: args.agentPrice },
  ];
}
