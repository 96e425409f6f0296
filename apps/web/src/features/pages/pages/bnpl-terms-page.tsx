import { ContentPage, ContentSection } from '../components/content-page';
import { FaqAccordion } from '../components/faq-accordion';
import { BNPL_INSTALMENTS, BNPL_PROVIDER, bnplFaq, bnplSteps } from '../lib/bnpl-faq';
import { useT } from '../../../lib/i18n';

/** Terms page of the buy-now-pay-later provider (spec section 4). */
export function BnplTermsPage() {
  const t = useT();
  return (
    <ContentPage
      title={t('bnpl.title', '{provider}: terms & conditions', { provider: BNPL_PROVIDER })}
      lead={t('bnpl.lead', 'Book now and split your purchase into {instalments} interest-free payments.', {
        instalments: BNPL_INSTALMENTS,
      })}
    >
      <ContentSection title={t('pages.howItWorks', 'How it works')}>
        <ol className="grid gap-4 sm:grid-cols-2">
          {bnplSteps(t).map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">
                  <span className="sr-only">{t('bnpl.stepN', 'Step {n}:', { n: index + 1 })} </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection title={t('pages.frequentlyAskedQuestions', 'Frequently asked questions')}>
        <FaqAccordion entries={bnplFaq(t)} />
      </ContentSection>

      <ContentSection title={t('pages.terms', 'Terms')}>
        <p>
          {t(
            'bnpl.terms',
            "{provider} is a payment service provided by {provider} and governed by its own terms and privacy policy, which you accept when you create your {provider} account. Approval of each purchase is at {provider}'s discretion. Desert Rose Tourism LLC receives the full booking amount from {provider}; questions about your instalments, limits or card charges are answered by {provider}'s customer support. Cancellations and refunds of the booking itself follow the cancellation policy shown for the product you book.",
            { provider: BNPL_PROVIDER },
          )}
        </p>
      </ContentSection>
    </ContentPage>
  );
}
