import type { InventoryContractDto } from '@portal/contracts';
import { errorMessage } from '../../../lib/api';

/** Helpers the extranet forms share: amounts typed as text to minor units, lists typed one per line. */

const PLAIN = /^(\d*)(?:[.,](\d{1,2}))?$/;
const GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * An amount as staff type it in any currency of the extranet forms (AED, a contract's USD, a plan's
 * cover currency) to minor units (hundredths: every currency is counted with two decimals, ADR 0029):
 * "450", "450.5", "450.50", ".5", "1,234.50" (thousands grouped) or "450,50" (a decimal comma, one or
 * two digits after it). Null when it is not a non-negative amount with at most 2 decimals.
 * The one parser of the extranet's money inputs.
 */
export function amountToMinor(text: string): number | null {
  const t = text.trim().replace(/\s/g, '');
  const m = GROUPED.exec(t) ?? PLAIN.exec(t);
  if (!m || (m[1] === '' && m[2] === undefined)) return null;
  const whole = Number((m[1] ?? '').replace(/,/g, '') || '0');
  const cents = Number((m[2] ?? '').padEnd(2, '0'));
  const minor = whole * 100 + cents;
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * The amount typed for a field the server checks: minor units, or -1 when it is not an amount with at
 * most 2 decimals (so the API refuses it by field instead of a rounded figure being saved).
 */
export const typedMinor = (text: string): number => amountToMinor(text) ?? -1;

/** What an amount field says when its text is not an amount (the server only sees -1 for it). */
export const AMOUNT_PROBLEM = 'Enter an amount such as 120 or 120.50 (at most 2 decimals)';

/**
 * The message of an amount field after a save was refused: the server's, unless the typed text is not
 * an amount at all (sent as -1, which the server would call "0 or more" or "above 0").
 */
export const amountError = (text: string, serverError: string | undefined): string | undefined =>
  serverError && amountToMinor(text) === null ? AMOUNT_PROBLEM : serverError;

/** Minor units as the text a form shows ("450.50", "450"). */
export function minorToAmount(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

/** A list typed one entry per line or comma (amenities, bed types, image paths). */
export function linesOf(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The API's 400/409 message, or the generic one. */
export const problemOf = (error: unknown): string | null => (error ? errorMessage(error) : null);

type Promotion = InventoryContractDto['promotions'][number];
export type PromotionType = Promotion['type'];

/** A contract promotion as the editor holds it: every field typed as text. */
export interface PromotionRow {
  type: PromotionType;
  code: string;
  name: string;
  priority: string;
  combinable: boolean;
  /** stay-pay */
  stay: string;
  pay: string;
  /** early-booking and long-stay */
  percent: string;
  minDaysBefore: string;
  minNights: string;
  stayFrom: string;
  stayTo: string;
}

export const PROMOTION_LABELS: Record<PromotionType, string> = {
  'stay-pay': 'Free nights (stay X, pay Y)',
  'early-booking': 'Early booking (% off)',
  'long-stay': 'Long stay (% off)',
};

export function emptyPromotion(type: PromotionType): PromotionRow {
  const defaults: Record<PromotionType, Pick<PromotionRow, 'code' | 'name'>> = {
    'stay-pay': { code: 'STAY7PAY6', name: 'Stay 7 nights, pay 6' },
    'early-booking': { code: 'EARLY', name: 'Early booking' },
    'long-stay': { code: 'LONGSTAY', name: 'Long stay' },
  };
  return {
    type,
    ...defaults[type],
    priority: '0',
    combinable: true,
    stay: '7',
    pay: '6',
    percent: '10',
    minDaysBefore: '30',
    minNights: '7',
    stayFrom: '',
    stayTo: '',
  };
}

export function promotionRow(p: Promotion): PromotionRow {
  return {
    ...emptyPromotion(p.type),
    code: p.code,
    name: p.name,
    priority: String(p.priority),
    combinable: p.combinable,
    stayFrom: p.stayFrom ?? '',
    stayTo: p.stayTo ?? '',
    ...(p.type === 'stay-pay'
      ? { stay: String(p.stay), pay: String(p.pay) }
      : { percent: String(p.percent) }),
    ...(p.type === 'early-booking' ? { minDaysBefore: String(p.minDaysBefore) } : {}),
    ...(p.type === 'long-stay' ? { minNights: String(p.minNights) } : {}),
  };
}

const whole = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : null);

/** The promotion a row describes, or the problem with it (named by its position). */
export function promotionOf(row: PromotionRow, position: number): Promotion | string {
  const where = `Promotion ${position}`;
  const priority = whole(row.priority);
  if (!row.code.trim() || !row.name.trim()) return `${where}: enter a code and a name`;
  if (priority === null) return `${where}: the priority is a whole number`;
  if (row.stayFrom && row.stayTo && row.stayTo < row.stayFrom)
    return `${where}: the last night cannot be before the first night`;
  const base = {
    code: row.code.trim(),
    name: row.name.trim(),
    priority,
    combinable: row.combinable,
    ...(row.stayFrom ? { stayFrom: row.stayFrom } : {}),
    ...(row.stayTo ? { stayTo: row.stayTo } : {}),
  };
  if (row.type === 'stay-pay') {
    const stay = whole(row.stay);
    const pay = whole(row.pay);
    if (stay === null || pay === null || pay < 1 || stay <= pay)
      return `${where}: stay more nights than are paid (e.g. stay 7, pay 6)`;
    return { ...base, type: 'stay-pay', stay, pay };
  }
  const percent = Number(row.percent);
  if (!(percent > 0 && percent <= 90)) return `${where}: the discount is more than 0 and at most 90%`;
  if (row.type === 'early-booking') {
    const minDaysBefore = whole(row.minDaysBefore);
    if (minDaysBefore === null || minDaysBefore < 1) return `${where}: book at least 1 day before check-in`;
    return { ...base, type: 'early-booking', percent, minDaysBefore };
  }
  const minNights = whole(row.minNights);
  if (minNights === null || minNights < 2) return `${where}: a long stay is at least 2 nights`;
  return { ...base, type: 'long-stay', percent, minNights };
}
