import { clientMarkupUpsertBody } from '@portal/contracts';
import { layerAmount, type MarkupType } from '@portal/domain';

export interface MarkupDraft {
  type: MarkupType;
  /** As typed: AED for flat, a percentage otherwise. */
  text: string;
}

export type DraftCheck = { ok: true; type: MarkupType; value: number } | { ok: false; message: string };

const PROBE_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Checks a typed markup with the API's own rules (non-negative, flat in AED with at most two
 * decimals, percentage up to the maximum). `value`: minor units for flat, the percentage otherwise.
 */
export function checkDraft(draft: MarkupDraft): DraftCheck {
  if (draft.text.trim() === '') return { ok: false, message: 'Enter a markup' };
  const parsed = clientMarkupUpsertBody.safeParse({
    activityId: PROBE_ID,
    markupType: draft.type,
    markup: draft.text,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid markup' };
  return { ok: true, type: draft.type, value: parsed.data.value };
}

/** The price after a markup layer on a unit price (minor units); the base when the draft is invalid. */
export function previewWith(base: number, check: DraftCheck): number {
  if (!check.ok) return base;
  return base + layerAmount({ type: check.type, value: check.value }, base, 1);
}

/** The text field's content for a stored markup (AED for flat). */
export function draftOf(markup: { markupType: MarkupType; markup: number } | null): MarkupDraft {
  if (!markup) return { type: 'flat', text: '' };
  return { type: markup.markupType, text: String(markup.markup) };
}
