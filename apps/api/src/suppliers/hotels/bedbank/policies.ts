import {
  addDays,
  localDateTimeIn,
  zonedDateTimeToInstant,
  type CancellationDeadline,
  type Minor,
  type PlainDate,
} from '@portal/domain';
import type { BedbankHotel, BedbankRate } from './rates.ts';

const midnightCache = new Map<string, Date>();
/** Hotel-local midnight of a date as an instant; cached because zone maths is the slow part. */
export function localMidnight(date: PlainDate, zone: string): Date {
  const key = `${date}|${zone}`;
  let hit = midnightCache.get(key);
  if (!hit) {
    if (midnightCache.size > 20_000) midnightCache.clear();
    hit = zonedDateTimeToInstant(date, '00:00', zone);
    midnightCache.set(key, hit);
  }
  return hit;
}

/** Pay later closes this many days before the first charge (as for contract rates). */
const PAY_LATER_DAYS_BEFORE = 2;

export interface PolicyFrame {
  /** Free cancellation ends (first night charged) and the no-show instant (whole stay charged). */
  freeUntil: Date;
  noShow: Date;
  now: Date;
  nowLine: { from: string; fromLocal: string };
  zone: string;
  /** The two deadlines as ISO strings and hotel-local text, made once per hotel, not per rate. */
  freeUntilIso: string;
  freeUntilLocal: string;
  noShowIso: string;
  noShowLocal: string;
  payLaterUntil: string | null;
}

/** Frames of the current instant by zone, check-in and window: a city's hotels share a handful. */
let framesAt = Number.NaN;
const frames = new Map<string, PolicyFrame>();

export function policyFrame(hotel: BedbankHotel, checkIn: PlainDate, window: number, now: Date): PolicyFrame {
  if (now.getTime() !== framesAt || frames.size > 1_000) {
    frames.clear();
    framesAt = now.getTime();
  }
  const key = `${hotel.timeZone}|${checkIn}|${window}`;
  let frame = frames.get(key);
  if (!frame) {
    frame = frameOf(hotel.timeZone, checkIn, window, now);
    frames.set(key, frame);
  }
  return frame;
}

/**
 * policyFrame for the hotels of one stay and instant, one after the other: a city's hotels share
 * its zone, so their frames differ only by window (1-7) and are kept at hand by window instead of
 * looked up by a text key per hotel.
 */
export function stayFrames(
  checkIn: PlainDate,
  now: Date,
): (hotel: BedbankHotel, window: number) => PolicyFrame {
  let zone = '';
  let byWindow: (PolicyFrame | undefined)[] = [];
  return (hotel, window) => {
    if (hotel.timeZone !== zone) {
      zone = hotel.timeZone;
      byWindow = [];
    }
    return (byWindow[window] ??= policyFrame(hotel, checkIn, window, now));
  };
}

function frameOf(zone: string, checkIn: PlainDate, window: number, now: Date): PolicyFrame {
  const hotel = { timeZone: zone };
  // Shared by every rate of the instant: read only.
  const freeUntilDate = addDays(checkIn, -window);
  const freeUntil = localMidnight(freeUntilDate, hotel.timeZone);
  const payLater = localMidnight(addDays(freeUntilDate, -PAY_LATER_DAYS_BEFORE), hotel.timeZone);
  const payLaterUntil = payLater > now ? payLater.toISOString() : null;
  return {
    freeUntil,
    noShow: localMidnight(checkIn, hotel.timeZone),
    now,
    nowLine: { from: now.toISOString(), fromLocal: localDateTimeIn(now, hotel.timeZone) },
    zone: hotel.timeZone,
    freeUntilIso: freeUntil.toISOString(),
    freeUntilLocal: `${freeUntilDate}T00:00`,
    noShowIso: localMidnight(checkIn, hotel.timeZone).toISOString(),
    noShowLocal: `${checkIn}T00:00`,
    payLaterUntil,
  };
}

function line(frame: PolicyFrame, from: string, fromLocal: string, fee: Minor): CancellationDeadline {
  return { from, fromLocal, timeZone: frame.zone, fee };
}

/**
 * The cancellation type of policiesOf alone (what a list search keeps), as its index in
 * HOTEL_CANCELLATION_TYPES (0 refundable, 1 partly refundable, 2 non-refundable), without its lines:
 * the same branches, so the same answer (rates.test.ts compares them). A refundable rate may be paid
 * until the frame's `payLaterUntil`, every other rate now.
 */
export function cancellationTerm(
  frame: PolicyFrame,
  flexible: boolean,
  firstNight: Minor,
  net: Minor,
): 0 | 1 | 2 {
  const now = frame.now.getTime();
  if (!flexible || now >= frame.noShow.getTime()) return NON_REFUNDABLE;
  if (now < frame.freeUntil.getTime()) return REFUNDABLE;
  return firstNight < net ? PARTIALLY_REFUNDABLE : NON_REFUNDABLE;
}
const REFUNDABLE = 0;
const PARTIALLY_REFUNDABLE = 1;
const NON_REFUNDABLE = 2;

/**
 * The bedbank's policies, with the same reading as contract rates: a flexible rate is free until
 * hotel-local midnight `window` days before check-in, then costs the first night, then (from
 * check-in) the whole stay; a non-refundable rate costs the whole stay from booking. Lines that
 * have already started collapse into one line from `now` with the current fee.
 */
export function policiesOf(
  frame: PolicyFrame,
  flexible: boolean,
  firstNight: Minor,
  net: Minor,
): Pick<BedbankRate, 'policies' | 'cancellationType' | 'payLaterUntil'> {
  const now = frame.now.getTime();
  if (!flexible || now >= frame.noShow.getTime()) {
    return {
      policies: [line(frame, frame.nowLine.from, frame.nowLine.fromLocal, net)],
      cancellationType: 'Non Refundable',
      payLaterUntil: null,
    };
  }
  const noShowLine = line(frame, frame.noShowIso, frame.noShowLocal, net);
  if (now < frame.freeUntil.getTime()) {
    const first = line(frame, frame.freeUntilIso, frame.freeUntilLocal, firstNight);
    return {
      policies: firstNight < net ? [first, noShowLine] : [first],
      cancellationType: 'Refundable',
      payLaterUntil: frame.payLaterUntil,
    };
  }
  return {
    policies:
      firstNight < net
        ? [line(frame, frame.nowLine.from, frame.nowLine.fromLocal, firstNight), noShowLine]
        : [line(frame, frame.nowLine.from, frame.nowLine.fromLocal, net)],
    cancellationType: firstNight < net ? 'Partially Refundable' : 'Non Refundable',
    payLaterUntil: null,
  };
}
