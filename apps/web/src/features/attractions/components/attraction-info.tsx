import { CheckCircle2, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { AttractionDetailsDto } from '@portal/contracts';
import { useT } from '../../../lib/i18n';

/** Highlights, description, extra sections and the cancellation policy of an attraction. */
export function AttractionInfo({ attraction }: { attraction: AttractionDetailsDto }) {
  const t = useT();
  const policy = attraction.cancellationPolicy;
  const refundable = policy.type !== 'non-refundable';
  return (
    <div className="space-y-6">
      {attraction.highlights.length > 0 && (
        <section aria-labelledby="highlights-heading">
          <h2 id="highlights-heading" className="mb-2 text-lg font-semibold text-slate-900">
            {t('attractions.highlights', 'Highlights')}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {attraction.highlights.map((h) => (
              <li key={h} className="flex gap-2 text-sm text-slate-700">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                {h}
              </li>
            ))}
          </ul>
        </section>
      )}
      {attraction.description && (
        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="mb-2 text-lg font-semibold text-slate-900">
            {t('attractions.description', 'Description')}
          </h2>
          <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">
            {attraction.description}
          </p>
        </section>
      )}
      {attraction.sections
        // The policy has its own block below.
        .filter((s) => !/cancellation/i.test(s.title))
        .map((s) => (
          <section key={s.title}>
            <h2 className="mb-2 text-base font-semibold text-slate-900">{s.title}</h2>
            <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">{s.body}</p>
          </section>
        ))}
      <section
        aria-labelledby="cancellation-heading"
        className={refundable ? 'rounded-xl bg-emerald-50 p-4' : 'rounded-xl bg-amber-50 p-4'}
      >
        <h2
          id="cancellation-heading"
          className="mb-1 flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          {refundable ? (
            <ShieldCheck className="size-5 text-emerald-700" aria-hidden="true" />
          ) : (
            <ShieldAlert className="size-5 text-amber-700" aria-hidden="true" />
          )}
          {t('attractions.cancellationPolicy', 'Cancellation policy')}
        </h2>
        <p className="text-sm text-slate-700">{policy.text}</p>
      </section>
    </div>
  );
}
