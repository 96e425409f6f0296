import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { MarkupType } from '@portal/domain';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { checkDraft, draftOf, previewWith, type DraftCheck } from '../lib/markup-input';
import { useT } from '../../../lib/i18n';

interface MarkupEditorProps {
  label: string;
  stored: { _id: string; markupType: MarkupType; markup: number } | null;
  /** Unit price before this layer (minor units). */
  base: number;
  format: (minor: number) => string;
  previewLabel: string;
  saving: boolean;
  deleting: boolean;
  onSave: (check: Extract<DraftCheck, { ok: true }>, text: string) => void;
  onDelete: (id: string) => void;
  /** What a flat markup is counted in (hotels: per room per night). */
  flatLabel?: string;
}

/** Flat or percentage, a value, Save and Delete, with the resulting price as it is typed. */
export function MarkupEditor(props: MarkupEditorProps) {
  const t = useT();
  const { label, stored, base, format, previewLabel } = props;
  const [draft, setDraft] = useState(() => draftOf(stored));
  const [touched, setTouched] = useState(false);
  const check = checkDraft(draft);
  const showError = touched && !check.ok && draft.text !== '';
  const unchanged =
    stored !== null && draft.type === stored.markupType && Number(draft.text) === stored.markup;
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (check.ok) props.onSave(check, draft.text);
      }}
    >
      <select
        aria-label={t('markups.labelType', '{label}: type', { label })}
        value={draft.type}
        onChange={(e) => setDraft((d) => ({ ...d, type: e.target.value as MarkupType }))}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
      >
        <option value="flat">{props.flatLabel ?? t('markups.flatAed', 'Flat (AED)')}</option>
        <option value="percentage">{t('markups.percent', 'Percent (%)')}</option>
      </select>
      <div className="w-24">
        <input
          aria-label={t('markups.labelValue', '{label}: value', { label })}
          inputMode="decimal"
          value={draft.text}
          placeholder="0"
          aria-invalid={showError || undefined}
          onChange={(e) => {
            setTouched(true);
            setDraft((d) => ({ ...d, text: e.target.value }));
          }}
          className={cn(
            'h-9 w-full rounded-lg border px-2 text-sm tabular-nums',
            showError ? 'border-red-500' : 'border-slate-300',
          )}
        />
      </div>
      <Button type="submit" size="sm" loading={props.saving} disabled={!check.ok || unchanged}>
        {t('markups.save', 'Save')}
      </Button>
      {stored && (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-label={t('markups.labelDelete', '{label}: delete', { label })}
          loading={props.deleting}
          onClick={() => props.onDelete(stored._id)}
          className="text-red-600 hover:bg-red-50"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      )}
      <p className="w-full text-xs text-slate-500 sm:w-auto sm:self-center" aria-live="polite">
        {showError ? (
          <span className="font-medium text-red-600">{check.ok ? '' : check.message}</span>
        ) : (
          <>
            {previewLabel}:{' '}
            <span className="font-semibold text-slate-800 tabular-nums" data-testid="markup-preview">
              {format(previewWith(base, check))}
            </span>
          </>
        )}
      </p>
    </form>
  );
}
