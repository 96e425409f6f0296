import type { ClientDocumentView } from '@portal/contracts';
import { useT } from '../lib/i18n';

interface Props {
  value: ClientDocumentView;
  onChange: (view: ClientDocumentView) => void;
  /** What the documents are, e.g. "Tickets and vouchers". */
  subject: string;
}

/** Whether documents for the agent's client carry no price or the agent's own sell price. */
export function DocumentViewToggle({ value, onChange, subject }: Props) {
  const t = useT();
  return (
    <fieldset className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm print:hidden">
      <legend className="sr-only">
        {t('documents.forClient', '{subject} for your client', { subject })}
      </legend>
      <span className="text-slate-600">
        {t('documents.branding', '{subject}, under your own branding:', { subject })}
      </span>
      {(
        [
          ['client', t('documents.withoutPrices', 'Without prices')],
          ['sell', t('documents.withSellPrice', 'With your sell price')],
        ] as const
      ).map(([v, label]) => (
        <label key={v} className="flex items-center gap-1.5">
          <input
            type="radio"
            name="client-document-view"
            value={v}
            checked={value === v}
            onChange={() => onChange(v)}
            className="accent-brand-700"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
