import { useState, type FormEvent, type ReactNode } from 'react';
import { RotateCcw, Save } from 'lucide-react';
import type { QuotationDraftInput, QuotationInitialAnswer } from '@portal/contracts';
import { Button } from '../../../../components/ui/button';
import { useAppDispatch, useAppSelector } from '../../../../app/store';
import { errorMessage, fieldErrors } from '../../../../lib/api';
import { draftErrors, toDraftInput } from '../../lib/draft-input';
import { quotationActions as q, selectQuotationDraft } from '../../quotation.slice';
import { AirportsSection } from './airports-section';
import { ExcursionsSection } from './excursions-section';
import { HotelsSection } from './hotels-section';
import { MarkupSection } from './markup-section';
import { PartySection } from './party-section';
import { PricePanel } from './price-panel';
import { TransfersSection } from './transfers-section';
import { PickUpSection } from './pick-up-section';
import { VisaSection } from './visa-section';
import { useT } from '../../../../lib/i18n';
import { draftMessage } from '../../lib/labels';

/** The agent's country, else the UAE: the party's nationality until another is chosen. */
export function useDefaultNationality(): string {
  const own = useAppSelector((s) => s.session.agent?.country.isocode);
  return own?.toUpperCase() || 'AE';
}

/**
 * The quotation form (create and edit): its sections, the running price, and saving. The draft lives
 * in the store (spec section 3), so nothing typed is lost when a save fails.
 */
export function QuotationForm({
  lookups,
  title,
  submitLabel,
  resetLabel,
  onSave,
  saving,
}: {
  lookups: QuotationInitialAnswer;
  title: ReactNode;
  submitLabel: string;
  /** "Start over" for a new quotation; the edit page reloads the amendment ("Discard changes"). */
  resetLabel: string;
  /** Saves the draft; throws the failed call's error. */
  onSave: (input: QuotationDraftInput) => Promise<void>;
  saving: boolean;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectQuotationDraft);
  const nationality = useDefaultNationality();
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  // After a first attempt the contract's rules run as the agent corrects the draft.
  const local = submitted ? draftErrors(toDraftInput(draft, nationality)) : {};
  const errors = Object.fromEntries(
    Object.entries({ ...server, ...local }).map(([key, message]) => [key, draftMessage(t, message)]),
  );
  const messages = [...new Set(Object.values(errors))];
  const localProblem =
    Object.keys(local).length > 0 ? t('quotations.correct', 'Please correct the points below.') : null;
  const shownError = localProblem ?? formError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setServer({});
    setFormError(null);
    const input = toDraftInput(draft, nationality);
    if (Object.keys(draftErrors(input)).length > 0) {
      // Once the errors are drawn, take the agent to the first field that needs a change.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
      return;
    }
    try {
      await onSave(input);
    } catch (error) {
      const byField = Object.fromEntries(
        Object.entries(fieldErrors(error)).map(([key, list]) => [key, list.join(' ')]),
      );
      setServer(byField);
      setFormError(
        errorMessage(
          error,
          t('quotations.saveFailed', 'The quotation could not be saved, please try again.'),
        ),
      );
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mx-auto max-w-7xl px-3 py-6 sm:px-6">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        {title}
        <Button
          variant="ghost"
          onClick={() => {
            setSubmitted(false);
            setServer({});
            setFormError(null);
            dispatch(q.reset());
          }}
        >
          <RotateCcw className="size-4" aria-hidden="true" /> {resetLabel}
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <PartySection errors={errors} nationality={nationality} />
          <AirportsSection airports={lookups.airports} errors={errors} />
          <HotelsSection cities={lookups.cities} errors={errors} />
          <TransfersSection lookups={lookups} errors={errors} />
          <ExcursionsSection list="excursions" options={lookups.excursions} errors={errors} />
          <PickUpSection errors={errors} />
          <ExcursionsSection list="supplements" options={lookups.excursions} errors={errors} />
          <VisaSection lookups={lookups} nationality={draft.nationality || nationality} errors={errors} />
          <MarkupSection errors={errors} />
        </div>
        <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
          <PricePanel nationality={nationality} />
          {shownError ? (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              <p className="font-semibold">{shownError}</p>
              {messages.length > 0 ? (
                <ul className="mt-2 list-disc space-y-0.5 ps-5">
                  {messages.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <Button type="submit" size="lg" className="w-full" loading={saving}>
            <Save className="size-4" aria-hidden="true" /> {submitLabel}
          </Button>
        </aside>
      </div>
    </form>
  );
}
