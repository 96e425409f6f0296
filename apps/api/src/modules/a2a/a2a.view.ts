import {
  said,
  type A2aFlightDto,
  type A2aSectorDto,
  type A2aTicketDto,
  type KeyedMessage,
} from '@portal/contracts';
import { changeDeadline, deadlinePassedText } from '@portal/domain';
import type { SectorRow, TicketRow } from './a2a.repository.ts';

export function sectorDto(s: SectorRow): A2aSectorDto {
  return {
    _id: s.id,
    airportFrom: s.airportFrom,
    airportTo: s.airportTo,
    fromName: s.fromName,
    fromCity: s.fromCity,
    fromCountry: s.fromCountry,
    toName: s.toName,
    toCity: s.toCity,
    toCountry: s.toCountry,
  };
}

export function ticketDeadline(t: TicketRow): Date {
  return changeDeadline({ departureAt: t.departureAt, deadlineHours: t.deadlineHours });
}

/** The refusal once a ticket's deadline has passed: the English text and its key with the instant (ADR 0032). */
export function deadlineRefusal(
  t: TicketRow,
  action: 'cancel' | 'change',
): { reason: string; said: KeyedMessage } {
  const deadline = ticketDeadline(t);
  return {
    reason: deadlinePassedText(deadline, action),
    said: said('booking.deadlinePassed', { deadline: deadline.toISOString(), action }),
  };
}

function onwardOf(t: TicketRow, s: SectorRow): A2aFlightDto {
  return {
    airline: t.onwardAirline,
    airlineCode: t.onwardAirlineCode,
    flightNo: t.onwardFlightNo,
    date: t.onwardDate,
    departureTime: t.onwardDepartureTime,
    arrivalTime: t.onwardArrivalTime,
    durationMinutes: t.onwardDurationMinutes,
    from: s.airportFrom,
    to: s.airportTo,
  };
}

function returnOf(t: TicketRow, s: SectorRow): A2aFlightDto | null {
  if (!t.returnDate || !t.returnFlightNo) return null;
  return {
    airline: t.returnAirline ?? t.onwardAirline,
    airlineCode: t.returnAirlineCode ?? t.onwardAirlineCode,
    flightNo: t.returnFlightNo,
    date: t.returnDate,
    departureTime: t.returnDepartureTime ?? '',
    arrivalTime: t.returnArrivalTime ?? '',
    durationMinutes: t.returnDurationMinutes ?? 0,
    from: s.airportTo,
    to: s.airportFrom,
  };
}

/** A ticket for an agent: `price` is the caller's seat price (markups in), never the net fare. */
export function ticketDto(
  t: TicketRow,
  s: SectorRow,
  price: { seat: number; infant: number },
  now: Date,
): A2aTicketDto {
  return {
    _id: t.id,
    sector: sectorDto(s),
    onward: onwardOf(t, s),
    return: returnOf(t, s),
    baggage: t.baggage,
    handBaggage: t.handBaggage,
    price: price.seat,
    infantPrice: price.infant,
    availableSeats: t.availableSeats,
    totalSeats: t.totalSeats,
    infantsLeft: Math.max(0, t.infantLimit - t.infantsBooked),
    deadline: ticketDeadline(t).toISOString(),
    deadlineHours: t.deadlineHours,
    cancellationFee: t.cancellationFee,
    terms: t.terms,
    open: t.status === 'open' && t.departureAt.getTime() > now.getTime(),
  };
}
