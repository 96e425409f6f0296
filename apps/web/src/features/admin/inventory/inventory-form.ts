import { errorMessage } from '../../../lib/api';

/** Helpers the extranet forms share: AED typed as text to fils, lists typed one per line. */

/** "450" or "450.50" (AED) to fils; null when not a non-negative amount with at most 2 decimals. */
export function aedToFils(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** Fils as the AED text a form shows ("450.50", "450"). */
export function filsToAed(fils: number): string {
  return fils % 100 === 0 ? String(fils / 100) : (fils / 100).toFixed(2);
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
