import { randomUUID } from 'node:crypto';
import { addDays, plainDateIn } from '@portal/domain';
import type { A2aCreateOrderBody } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { systemActor } from '../../audit/index.ts';
import { a2aAdmin } from './a2a.admin-service.ts';

/** A fresh seat block for a test: `seats` seats `days` ahead, deadline 72 h, fee AED 100. */
export async function createTestTicket(
  deps: AppDeps,
  options: { seats?: number; days?: number; infantLimit?: number; price?: number } = {},
) {
  const date = addDays(plainDateIn(deps.clock.now()), options.days ?? 10);
  return a2aAdmin(deps, systemActor('test')).create({
    airportFrom: 'DXB',
    airportTo: 'COK',
    onward: {
      airline: 'Air India Express',
      airlineCode: 'IX',
      flightNo: 'IX 999',
      date,
      departureTime: '09:40',
      arrivalTime: '15:10',
      durationMinutes: 240,
    },
    return: {
      airline: 'Air India Express',
      airlineCode: 'IX',
      flightNo: 'IX 998',
      date: addDays(date, 14),
      departureTime: '04:15',
      arrivalTime: '06:55',
      durationMinutes: 250,
    },
    baggage: '30 kg checked',
    handBaggage: '7 kg',
    price: options.price ?? 85_000,
    infantPrice: 15_000,
    seats: options.seats ?? 10,
    infantLimit: options.infantLimit ?? 2,
    pnrNo: 'TEST12',
    deadlineHours: 72,
    cancellationFee: 10_000,
    terms: 'Test terms.',
  });
}

export const adult = (n: number, patch: Partial<A2aCreateOrderBody['passengerDetails'][number]> = {}) => ({
  title: 'Mr' as const,
  firstName: `Arun${n}`,
  lastName: 'Nair',
  code: '+91',
  phoneNumber: '9876543210',
  reference: '',
  nationality: 'IN',
  passportNo: `K${1_000_000 + n}`,
  isInfant: false,
  ...patch,
});

export const withInfant = (n: number) =>
  adult(n, {
    title: 'Mrs',
    firstName: `Meera${n}`,
    isInfant: true,
    infantDetails: { title: 'Miss', firstName: 'Diya', lastName: 'Nair', passportNo: `N${2_000_000 + n}` },
  });

export function bookingBody(
  ticket: { _id: string; onwardDate: string },
  passengers: A2aCreateOrderBody['passengerDetails'],
  expectedPrice: number,
  patch: Partial<A2aCreateOrderBody> = {},
): A2aCreateOrderBody {
  return {
    a2aTicket: ticket._id,
    date: ticket.onwardDate,
    noOfTravellers: passengers.length,
    markup: 0,
    passengerDetails: passengers,
    expectedPrice,
    termsAccepted: true,
    paymentMethod: 'wallet',
    ...patch,
  };
}

export const idem = () => ({ 'idempotency-key': `a2a-${randomUUID()}` });
