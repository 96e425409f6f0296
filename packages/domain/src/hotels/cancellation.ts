import { BoundedMemo, MEMO_ENTRY_BYTES, stringBytes } from '../bounded-memo.ts';
import { formatDateTime, formatMoney } from '../format.ts';
import { percentOf, roundHalfUp, type Minor } from '../money.ts';
import { addDays, localDateTimeIn, zonedDateTimeToInstant } from '../plain-date.ts';
import {
  HOTEL_CANCELLATION_TYPES,
  type CancellationDeadline,
  type CancellationRule,
  type HotelCancellationType,
  type PlainDate,
} from './types.ts';
import type { NightAmount } from './promotions.ts';

/** Pay later is possible until this many days before the first cancellation charge. */
export const PAY_LATER_DAYS_BEFORE = 2;

export interface CancellationTermsInput {
  rules: readonly CancellationRule[];
  /** Net per night for all rooms, after promotions (sums to the stay net). */
  nightly: readonly NightAmount[];
  rooms: number;
  checkIn: PlainDate;
  /** The hotel's IANA zone: deadlines fall at hotel-local midnight. */
  timeZone: string;
  now: Date;
}

export interface CancellationTerms {
  cancellationType: HotelCancellationType;
  /** Fee lines ascending by instant; the first starts at `now` when a fee already applies. */
  cancellation: CancellationDeadline[];
  payLaterUntil: string | null;
  /** What cancelling at `now` costs. */
  feeNow: Minor;
}

interface Deadline {
  ms: number;
  from: string;
  fromLocal: string;
}

/**
 * Deadlines by check-in and zone, then by days before: a stay's map is reckoned at the deadlines a
 * contract's rules name (a handful, at most DEADLINES_PER_STAY counted), each an instant and two texts.
 */
const DEADLINES_PER_STAY = 8;
const DEADLINE_BYTES = 16 + 8 + 2 * (16 + 2 * 24);
const byStay = new BoundedMemo<string, Map<number, Readonly<Deadline>>>('cancellation-deadlines', {
  maxEntries: 10_000,
  maxBytes: 16 * 1024 * 1024,
  sizeOf: (_, key) => stringBytes(key) + 64 + DEADLINES_PER_STAY * (DEADLINE_BYTES + MEMO_ENTRY_BYTES),
});
let lastCheckIn = '';
let lastZone = '';
let lastByDays: Map<number, Readonly<Deadline>> | undefined;

/**
 * Hotel-local midnight of check-in minus `daysBefore` days, as an instant and both its texts;
 * memoised (bounded) because every contract and board of a search asks for the same few deadlines.
 */
function deadlineOf(checkIn: PlainDate, daysBefore: number, timeZone: string): Readonly<Deadline> {
  if (!Number.isSafeInteger(daysBefore) || daysBefore < 0) {
    throw new RangeError('a cancellation rule needs whole days before check-in, zero or more');
  }
  // Every rate of a search shares its check-in and (mostly) its zone: those pick a small map first.
  if (checkIn !== lastCheckIn || timeZone !== lastZone) {
    lastCheckIn = checkIn;
    lastZone = timeZone;
    lastByDays = byStay.get(`${checkIn}|${timeZone}`);
    if (!lastByDays) {
      byStay.set(`${checkIn}|${timeZone}`, (lastByDays = new Map<number, Readonly<Deadline>>()));
    }
  }
  const known = lastByDays!.get(daysBefore);
  if (known) return known;
  const at = zonedDateTimeToInstant(addDays(checkIn, -daysBefore), '00:00', timeZone);
  const deadline = Object.freeze({
    ms: at.getTime(),
    from: at.toISOString(),
    fromLocal: localDateTimeIn(at, timeZone),
  });
  lastByDays!.set(daysBefore, deadline);
  return deadline;
}

/** The instant a rule starts: hotel-local midnight of check-in minus `daysBefore` days. */
export function ruleStart(checkIn: PlainDate, daysBefore: number, timeZone: string): Date {
  return new Date(deadlineOf(checkIn, daysBefore, timeZone).ms);
}

/** ruleStart as its ISO text (deadlineOf keeps it: no date made per call). */
export function ruleStartText(checkIn: PlainDate, daysBefore: number, timeZone: string): string {
  return deadlineOf(checkIn, daysBefore, timeZone).from;
}

/** The fee of one rule: flat per room, a percentage of the stay net or the first N nights; never above the net. */
export function ruleFee(rule: CancellationRule, nightly: readonly NightAmount[], rooms: number): Minor {
  const net = nightly.reduce((sum, n) => sum + n.net, 0);
  return feeOf(rule, net, (nights) => nightly.slice(0, nights).reduce((sum, n) => sum + n.net, 0), rooms);
}

/** ruleFee from the stay's net and the sum of its first nights (no nightly list needed). */
function feeOf(
  rule: CancellationRule,
  net: Minor,
  firstNights: (nights: number) => Minor,
  rooms: number,
): Minor {
  const { charge } = rule;
  let fee: Minor;
  if (charge.type === 'flat') {
    if (!Number.isSafeInteger(charge.amount) || charge.amount < 0) {
      throw new RangeError('a flat cancellation fee is a whole amount, zero or more');
    }
    fee = charge.amount * rooms;
  } else if (charge.type === 'percentage') {
    if (!Number.isFinite(charge.percent) || charge.percent < 0 || charge.percent > 100) {
      throw new RangeError('a cancellation percentage is between 0 and 100');
    }
    fee = percentOf(net, charge.percent);
  } else {
    if (!Number.isSafeInteger(charge.nights) || charge.nights < 0) {
      throw new RangeError('a cancellation charge in nights is a whole number, zero or more');
    }
    fee = firstNights(charge.nights);
  }
  return cappedFee(fee, net);
}

/** A rule's fee is never above the stay's net (feeOf and the packed walk). */
function cappedFee(fee: Minor, net: Minor): Minor {
  return Math.min(fee, net);
}

// HOTEL_CANCELLATION_TYPES' indexes.
const REFUNDABLE = 0;
const PARTIALLY_REFUNDABLE = 1;
const NON_REFUNDABLE = 2;

/**
 * The type of a rate from what cancelling costs at `now`, as its HOTEL_CANCELLATION_TYPES index:
 * nothing is refundable, the whole net (or more) non refundable, anything between partially.
 */
function cancellationTypeIndex(feeNow: Minor, net: Minor): number {
  return feeNow === 0 ? REFUNDABLE : feeNow >= net ? NON_REFUNDABLE : PARTIALLY_REFUNDABLE;
}

/**
 * The days before check-in until which a rate with nothing to pay at `now` may be paid later:
 * PAY_LATER_DAYS_BEFORE before its first later charge (null: none before check-in, so the stay
 * itself is the first charge); that deadline must still be ahead of `now`, or there is no pay later.
 */
function payLaterDaysBefore(firstChargeDaysBefore: number | null): number {
  return (firstChargeDaysBefore ?? 0) + PAY_LATER_DAYS_BEFORE;
}

function line(at: Deadline, timeZone: string, fee: Minor): CancellationDeadline {
  return { from: at.from, fromLocal: at.fromLocal, timeZone, fee };
}

// Every rate of a search collapses started fees to the same instant: its texts are made once per zone.
let instantsAt = Number.NaN;
const nowInstants = new BoundedMemo<string, Readonly<Deadline>>('cancellation-now', {
  maxEntries: 1_000,
  maxBytes: 1024 * 1024,
  sizeOf: (_, zone) => stringBytes(zone) + DEADLINE_BYTES,
});
function instantOf(now: Date, timeZone: string): Readonly<Deadline> {
  const ms = now.getTime();
  if (ms !== instantsAt) {
    nowInstants.clear();
    instantsAt = ms;
  }
  let known = nowInstants.get(timeZone);
  if (!known) {
    known = Object.freeze({ ms, from: now.toISOString(), fromLocal: localDateTimeIn(now, timeZone) });
    nowInstants.set(timeZone, known);
  }
  return known;
}

/**
 * Cancellation deadlines, type and pay-later limit of a rate (README.md, "Cancellation"):
 * - each rule starts at hotel-local midnight of check-in minus `daysBefore`, as a UTC instant;
 * - fees never go down as check-in approaches (a later rule charging less keeps the earlier fee);
 * - rules already started at `now` collapse into one line from `now` with the current fee;
 * - no rules: non-refundable, the whole net from `now`.
 */
export function cancellationTerms(input: CancellationTermsInput): CancellationTerms {
  const { rules, nightly, rooms, checkIn, timeZone, now } = input;
  const net = nightly.reduce((sum, n) => sum + n.net, 0);
  if (rules.length === 0) {
    return {
      cancellationType: 'Non Refundable',
      cancellation: [line(instantOf(now, timeZone), timeZone, net)],
      payLaterUntil: null,
      feeNow: net,
    };
  }
  const steps = stepsOf(rules, checkIn, timeZone, (rule) => ruleFee(rule, nightly, rooms));

  const future: CancellationDeadline[] = [];
  const { feeNow, cancellationType, payLaterUntil } = walkSteps(
    steps,
    net,
    checkIn,
    timeZone,
    now,
    (step, fee) => {
      // Two rules at the same instant: the higher fee replaces the line.
      const last = future[future.length - 1];
      if (last && last.from === step.at.from) last.fee = fee;
      else future.push(line(step.at, timeZone, fee));
    },
  );
  const cancellation = feeNow > 0 ? [line(instantOf(now, timeZone), timeZone, feeNow), ...future] : future;
  return { cancellationType, cancellation, payLaterUntil, feeNow };
}

/**
 * The fees in force along the steps (a fee never goes down): what cancelling costs at `now`, each
 * later rise (`future`), the type and the pay-later limit.
 */
function walkSteps(
  steps: readonly Step[],
  net: Minor,
  checkIn: PlainDate,
  timeZone: string,
  now: Date,
  future?: (step: Step, fee: Minor) => void,
) {
  let running = 0;
  let feeNow = 0;
  let firstCharge: { daysBefore: number } | null = null;
  for (const step of steps) {
    if (step.fee <= running) continue;
    running = step.fee;
    if (step.at.ms <= now.getTime()) {
      feeNow = running;
    } else {
      firstCharge ??= step;
      future?.(step, running);
    }
  }
  return kindOf(feeNow, net, firstCharge?.daysBefore ?? null, checkIn, timeZone, now);
}

interface Kind {
  feeNow: Minor;
  cancellationType: HotelCancellationType;
  payLaterUntil: string | null;
}

/**
 * The type and pay-later limit from the fee at `now` and the first later charge's days before
 * check-in, written into `into` (a new object unless given).
 */
function kindOf(
  feeNow: Minor,
  net: Minor,
  firstChargeDaysBefore: number | null,
  checkIn: PlainDate,
  timeZone: string,
  now: Date,
  into: Kind = { feeNow: 0, cancellationType: 'Refundable', payLaterUntil: null },
): Kind {
  into.feeNow = feeNow;
  into.cancellationType = HOTEL_CANCELLATION_TYPES[cancellationTypeIndex(feeNow, net)]!;
  into.payLaterUntil = null;
  if (feeNow === 0) {
    const until = deadlineOf(checkIn, payLaterDaysBefore(firstChargeDaysBefore), timeZone);
    if (until.ms > now.getTime()) into.payLaterUntil = until.from;
  }
  return into;
}

interface Step {
  daysBefore: number;
  at: Readonly<Deadline>;
  fee: Minor;
}

/** Each rule's deadline and fee, in the order the fees apply (by instant, then the lower fee). */
function stepsOf(
  rules: readonly CancellationRule[],
  checkIn: PlainDate,
  timeZone: string,
  fee: (rule: CancellationRule) => Minor,
): Step[] {
  return rules
    .map((rule) => ({
      daysBefore: rule.daysBefore,
      at: deadlineOf(checkIn, rule.daysBefore, timeZone),
      fee: fee(rule),
    }))
    .sort((a, b) => a.at.ms - b.at.ms || a.fee - b.fee);
}

export interface CancellationKindInput {
  rules: readonly CancellationRule[];
  /** Net of the stay for all rooms, after promotions. */
  net: Minor;
  /** The sum of the stay's first `nights` nights (all of them when it has fewer). */
  firstNights: (nights: number) => Minor;
  rooms: number;
  checkIn: PlainDate;
  timeZone: string;
  now: Date;
}

/**
 * cancellationTerms' type and pay-later limit without its fee lines, from the stay's net and first
 * nights (what a list of hotels keeps of a rate): the same rules, fees and deadlines, the same walk.
 */
export function cancellationKind(
  input: CancellationKindInput,
): Pick<CancellationTerms, 'cancellationType' | 'payLaterUntil'> {
  const { rules, net, checkIn, timeZone, now } = input;
  if (rules.length === 0) return { cancellationType: 'Non Refundable', payLaterUntil: null };
  if (rules.length === 1) {
    // One rule (most contracts): walkSteps over its single step, without the steps' list and sort.
    const rule = rules[0]!;
    const at = deadlineOf(checkIn, rule.daysBefore, timeZone);
    const fee = feeOf(rule, net, input.firstNights, input.rooms);
    const feeNow = fee > 0 && at.ms <= now.getTime() ? fee : 0;
    const { cancellationType, payLaterUntil } = kindOf(
      feeNow,
      net,
      fee > 0 && feeNow === 0 ? rule.daysBefore : null,
      checkIn,
      timeZone,
      now,
    );
    return { cancellationType, payLaterUntil };
  }
  const steps = stepsOf(rules, checkIn, timeZone, (rule) => feeOf(rule, net, input.firstNights, input.rooms));
  const { cancellationType, payLaterUntil } = walkSteps(steps, net, checkIn, timeZone, now);
  return { cancellationType, payLaterUntil };
}

/** How a packed cancellation rule charges (contract-pack.ts): three numbers per rule. */
export const PACKED_FLAT = 0;
export const PACKED_PERCENT = 1;
export const PACKED_NIGHTS = 2;

/**
 * Days before check-in a packed rule may name (some 100 years): every such deadline is a valid
 * instant, one day's later than the next day's, so the packed rules' order by days before check-in
 * (packedRulesInOrder) is the order of their deadlines. A rule further out leaves its contract to
 * the reference pricing (contract-pack.ts).
 */
const PACKED_MAX_DAYS = 36_600;

/** Whether a rule is one cancellationKind prices without throwing (the packed walk leaves the rest to it). */
export function packableRule(rule: CancellationRule): boolean {
  const { charge } = rule;
  if (!Number.isSafeInteger(rule.daysBefore) || rule.daysBefore < 0 || rule.daysBefore > PACKED_MAX_DAYS)
    return false;
  if (charge.type === 'flat') return Number.isSafeInteger(charge.amount) && charge.amount >= 0;
  if (charge.type === 'percentage')
    return Number.isFinite(charge.percent) && charge.percent >= 0 && charge.percent <= 100;
  return charge.type === 'nights' && Number.isSafeInteger(charge.nights) && charge.nights >= 0;
}

/**
 * A contract's rules in the order their deadlines fall (more days before check-in first), as the
 * pack holds them: stepsOf sorts by instant, then by the lower fee, and rules of the same day apply
 * together whatever their order (the fee in force after them is the highest, and a first later
 * charge among them has their day), so the order by days alone gives the same walk and needs no
 * deadline or fee per board. Rules of the same day keep their order.
 */
export function packedRulesInOrder(rules: readonly CancellationRule[]): CancellationRule[] {
  return rules
    .map((rule, i) => ({ rule, i }))
    .sort((a, b) => b.rule.daysBefore - a.rule.daysBefore || a.i - b.i)
    .map(({ rule }) => rule);
}

/**
 * The deadline instants of one check-in in one zone by days before check-in (deadlineOf's `ms`),
 * kept in an array: the packed walk asks for them thousands of times per new stay, a few distinct.
 */
export interface DeadlineTable {
  checkIn: PlainDate;
  timeZone: string;
  /** By days before check-in; NaN: not worked out yet. */
  ms: Float64Array;
}

/** Days before check-in a table holds (a rule further out is asked of deadlineOf each time). */
const TABLE_DAYS = 1_024;

export function deadlineTable(checkIn: PlainDate, timeZone: string): DeadlineTable {
  return { checkIn, timeZone, ms: new Float64Array(64).fill(Number.NaN) };
}

function deadlineMs(table: DeadlineTable, days: number): number {
  if (days < table.ms.length) {
    const known = table.ms[days]!;
    if (!Number.isNaN(known)) return known;
  }
  // deadlineOf checks the days (whole, zero or more) and throws as it does for a rule object.
  const ms = deadlineOf(table.checkIn, days, table.timeZone).ms;
  if (days < TABLE_DAYS) {
    if (days >= table.ms.length) {
      const grown = new Float64Array(TABLE_DAYS).fill(Number.NaN);
      grown.set(table.ms);
      table.ms = grown;
    }
    table.ms[days] = ms;
  }
  return ms;
}

/**
 * How many of a contract's packed rules (daysBefore, PACKED_* kind, amount / percent / nights at
 * `rules[at + 3 * i]`, in packedRulesInOrder's order, every rule packableRule) have started at
 * `nowMs`: they are the first ones (their deadlines fall in that order). Once per contract and
 * search: the same for each of its boards.
 */
export function packedRulesStarted(
  rules: Float64Array,
  at: number,
  count: number,
  deadlines: DeadlineTable,
  nowMs: number,
): number {
  let started = 0;
  while (started < count && deadlineMs(deadlines, rules[at + 3 * started]!) <= nowMs) started++;
  return started;
}

/**
 * packedCancellationKind's answer, one object for every call (a walk reads it before the next): the
 * type as its HOTEL_CANCELLATION_TYPES index and the pay-later limit as days before check-in (-1:
 * none; its instant is ruleStart(checkIn, days, timeZone)).
 */
const packedKind = { type: 0, payLaterDays: -1 };

/** A packed rule's fee (feeOf's: flat per room, a percentage of the net, the first N nights; capped). */
function packedFee(
  rules: Float64Array,
  o: number,
  net: Minor,
  firstNights: Float64Array,
  nights: number,
  rooms: number,
): Minor {
  const kind = rules[o + 1]!;
  const value = rules[o + 2]!;
  return cappedFee(
    kind === PACKED_FLAT
      ? value * rooms
      : kind === PACKED_PERCENT
        ? percentOf(net, value)
        : firstNights[Math.min(value, nights)]!,
    net,
  );
}

/**
 * cancellationKind over a contract's packed rules (packedRulesStarted's form) of which the first
 * `started` have started: the same fees (feeOf), the same walk (walkSteps: the fee at `now` is the
 * highest started fee, the first later charge the first later rule charging more) and kindOf's rule,
 * without a text; a fee is worked out only when the walk reads it. `firstNights[n]` is the sum of the
 * stay's first n nights (the whole stay from its length on). The answer is one shared object,
 * overwritten by the next call (some 6,000 calls per new stay).
 */
export function packedCancellationKind(
  rules: Float64Array,
  at: number,
  count: number,
  started: number,
  net: Minor,
  firstNights: Float64Array,
  nights: number,
  rooms: number,
  deadlines: DeadlineTable,
  nowMs: number,
): Readonly<typeof packedKind> {
  packedKind.payLaterDays = -1;
  if (count === 0) {
    packedKind.type = NON_REFUNDABLE;
    return packedKind;
  }
  // walkSteps without its fee lines: the started fees, then (nothing due now) the first later charge.
  let feeNow = 0;
  for (let i = 0; i < started; i++) {
    const fee = packedFee(rules, at + 3 * i, net, firstNights, nights, rooms);
    if (fee > feeNow) feeNow = fee;
  }
  // kindOf's rule.
  packedKind.type = cancellationTypeIndex(feeNow, net);
  if (feeNow === 0) {
    let firstCharge = -1;
    for (let i = started; i < count && firstCharge < 0; i++)
      if (packedFee(rules, at + 3 * i, net, firstNights, nights, rooms) > 0) firstCharge = rules[at + 3 * i]!;
    const days = payLaterDaysBefore(firstCharge < 0 ? null : firstCharge);
    if (deadlineMs(deadlines, days) > nowMs) packedKind.payLaterDays = days;
  }
  return packedKind;
}

/**
 * Fee lines scaled from net to a selling price (the API prices rates through the markups): each fee
 * keeps its share of the net, rounded half up, and a fee equal to the net becomes the whole price.
 */
export function scaleCancellation(
  lines: readonly CancellationDeadline[],
  net: Minor,
  price: Minor,
): CancellationDeadline[] {
  return lines.map((l) => ({
    ...l,
    fee: l.fee >= net ? price : Math.min(price, roundHalfUp((l.fee * price) / net)),
  }));
}

/**
 * One policy line as agents and clients read it, in the shared formats (issue 17): "From 23/12/2026
 * 00:00 hotel time (Asia/Dubai) cancelling costs AED 1,204.35"; `withUtc` adds the same instant in UTC.
 */
export function cancellationLineText(
  line: { from: string; timeZone: string },
  fee: Minor,
  options: { withUtc?: boolean } = {},
): string {
  const local = formatDateTime(line.from, { zone: line.timeZone });
  const utc = options.withUtc ? `; ${formatDateTime(line.from, { zone: 'UTC' })} UTC` : '';
  return `From ${local} hotel time (${line.timeZone}${utc}) cancelling costs ${formatMoney(fee)}`;
}

/**
 * The headline of a rate's or a booking's cancellation terms, the one rule every place that writes
 * them follows (booking form, rate rows, order pages, voucher): free cancellation is promised only
 * for a refundable rate, until its first fee line; a partially refundable or non-refundable rate
 * charges from booking (its first line starts at the moment it was priced), never "free until now".
 */
export type CancellationHeadline =
  | { kind: 'free-until'; from: string; timeZone: string }
  | { kind: 'free-until-check-in' }
  | { kind: 'fee-from-booking'; fee: Minor }
  | { kind: 'non-refundable' };

export function cancellationHeadline(
  cancellationType: HotelCancellationType,
  lines: readonly { from: string; timeZone: string; fee: Minor }[],
): CancellationHeadline {
  const first = lines[0];
  if (cancellationType === 'Non Refundable') return { kind: 'non-refundable' };
  if (cancellationType === 'Partially Refundable')
    return first ? { kind: 'fee-from-booking', fee: first.fee } : { kind: 'non-refundable' };
  return first
    ? { kind: 'free-until', from: first.from, timeZone: first.timeZone }
    : { kind: 'free-until-check-in' };
}

/** Texts of the headline (mails, PDFs, API answers); the web app writes the same in the agent's currency. */
export const NON_REFUNDABLE_TEXT = 'Non refundable: the full price is charged once booked.';
export const FREE_UNTIL_CHECK_IN_TEXT = 'Free cancellation until check-in.';

export function cancellationHeadlineText(headline: CancellationHeadline): string {
  switch (headline.kind) {
    case 'free-until':
      return `Free cancellation until ${formatDateTime(headline.from, { zone: headline.timeZone })} hotel time (${headline.timeZone})`;
    case 'free-until-check-in':
      return FREE_UNTIL_CHECK_IN_TEXT;
    case 'fee-from-booking':
      return `Cancellation fee from booking: ${formatMoney(headline.fee)}`;
    case 'non-refundable':
      return NON_REFUNDABLE_TEXT;
  }
}
