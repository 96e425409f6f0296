import {
  addDays,
  BoundedMemo,
  stringBytes,
  localDateTimeIn,
  zonedDateTimeToInstant,
  type CancellationDeadline,
  type Minor,
  type PlainDate,
} from '@portal/domain';
import type { BedbankHotel, BedbankRate } from './rates.ts';

const midnightCache = new BoundedMemo<string, Date>('bedbank-midnights', {
  maxEntries: 20_000,
  maxBytes: 4 * 1024 * 1024,
  sizeOf: (_, key) => stringBytes(key) + 24,
});
/** Hotel-local midnight of a date as an instant; cached because zone maths is the slow part. */
export function localMidnight(date: PlainDate, zone: string): Date {
  const key = `${date}|${zone}`;
  let hit = midnightCache.get(key);
  if (!hit) {
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
  zone: string;
  checkIn: PlainDate;
  freeUntilDate: PlainDate;
  payLaterUntil: string | null;
  /**
   * The policy lines' texts (frameText): made at the first whole rate that needs them, not for a
   * list search, which only reads the instants (the hotel-local time of `now` is the dear part).
   */
  text: FrameText | null;
}

/** The instants of a frame's policy lines as ISO strings and hotel-local text, made once per frame, not per rate. */
interface FrameText {
  nowIso: string;
  nowLocal: string;
  freeUntilIso: string;
  freeUntilLocal: string;
  noShowIso: string;
  noShowLocal: string;
}

function frameText(frame: PolicyFrame): FrameText {
  return (frame.text ??= {
    nowIso: frame.now.toISOString(),
    nowLocal: localDateTimeIn(frame.now, frame.zone),
    freeUntilIso: frame.freeUntil.toISOString(),
    freeUntilLocal: `${frame.freeUntilDate}T00:00`,
    noShowIso: frame.noShow.toISOString(),
    noShowLocal: `${frame.checkIn}T00:00`,
  });
}

/** Frames of the current instant by zone, check-in and window: a city's hotels share a handful. */
let framesAt = Number.NaN;
const frames = new BoundedMemo<string, PolicyFrame>('bedbank-policy-frames', {
  maxEntries: 1_000,
  maxBytes: 2 * 1024 * 1024,
  // Three instants, four short texts, and the policy lines' texts made later (FrameText, reckoned here).
  sizeOf: (_, key) => stringBytes(key) + 3 * 24 + 4 * 48 + 6 * 64 + 128,
});

export function policyFrame(hotel: BedbankHotel, checkIn: PlainDate, window: number, now: Date): PolicyFrame {
  if (now.getTime() !== framesAt) {
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

function frameOf(zone: string, checkIn: PlainDate, window: number, now: Date): PolicyFrame {
  // Shared by every rate of the instant: read only (but for its text, made once).
  const freeUntilDate = addDays(checkIn, -window);
  const payLater = localMidnight(addDays(freeUntilDate, -PAY_LATER_DAYS_BEFORE), zone);
  return {
    freeUntil: localMidnight(freeUntilDate, zone),
    noShow: localMidnight(checkIn, zone),
    now,
    zone,
    checkIn,
    freeUntilDate,
    payLaterUntil: payLater > now ? payLater.toISOString() : null,
    text: null,
  };
}

function line(frame: PolicyFrame, from: string, fromLocal: string, fee: Minor): CancellationDeadline {
  return { from, fromLocal, timeZone: frame.zone, fee };
}

/**
 * The cancellation type of policiesOf alone (what a list search keeps), as its index in
 * HOTEL_CANCELLATION_TYPES (0 refundable, 1 partly refundable, 2 non-refundable), without its lines:
 * the same branches, so the same answer (rates.test.ts compares them). A refundable rate may be paid
 * until the frame's `payLaterUntil`, every other rate now. In two steps, as a list asks: what a
 * flexible rate of the frame is (flexibleTerm, once per hotel), then each rate (rateTerm).
 *
 * flexibleTerm: non-refundable once the frame's no-show instant has come, refundable before its free
 * cancellation ends, and in between BY_FIRST_NIGHT (decided per rate).
 */
export function flexibleTerm(frame: PolicyFrame): FlexibleTerm {
  const now = frame.now.getTime();
  if (now >= frame.noShow.getTime()) return NON_REFUNDABLE;
  if (now < frame.freeUntil.getTime()) return REFUNDABLE;
  return BY_FIRST_NIGHT;
}

/**
 * A rate's cancellation type under its frame's flexibleTerm: a non-refundable rate is
 * non-refundable; a flexible one BY_FIRST_NIGHT is partly refundable when its first night costs less
 * than the stay, else non-refundable.
 */
export function rateTerm(
  flexTerm: FlexibleTerm,
  flexible: boolean,
  firstNight: Minor,
  net: Minor,
): 0 | 1 | 2 {
  if (!flexible) return NON_REFUNDABLE;
  if (flexTerm !== BY_FIRST_NIGHT) return flexTerm;
  return firstNight < net ? PARTIALLY_REFUNDABLE : NON_REFUNDABLE;
}
const REFUNDABLE = 0;
const PARTIALLY_REFUNDABLE = 1;
const NON_REFUNDABLE = 2;
const BY_FIRST_NIGHT = 3;
export type FlexibleTerm = typeof REFUNDABLE | typeof NON_REFUNDABLE | typeof BY_FIRST_NIGHT;

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
  const text = frameText(frame);
  if (!flexible || now >= frame.noShow.getTime()) {
    return {
      policies: [line(frame, text.nowIso, text.nowLocal, net)],
      cancellationType: 'Non Refundable',
      payLaterUntil: null,
    };
  }
  const noShowLine = line(frame, text.noShowIso, text.noShowLocal, net);
  if (now < frame.freeUntil.getTime()) {
    const first = line(frame, text.freeUntilIso, text.freeUntilLocal, firstNight);
    return {
      policies: firstNight < net ? [first, noShowLine] : [first],
      cancellationType: 'Refundable',
      payLaterUntil: frame.payLaterUntil,
    };
  }
  return {
    policies:
      firstNight < net
        ? [line(frame, text.nowIso, text.nowLocal, firstNight), noShowLine]
        : [line(frame, text.nowIso, text.nowLocal, net)],
    cancellationType: firstNight < net ? 'Partially Refundable' : 'Non Refundable',
    payLaterUntil: null,
  };
}
