import { ContentPage, ContentSection } from '../components/content-page';
import { FaqAccordion } from '../components/faq-accordion';
import { BNPL_FAQ, BNPL_INSTALMENTS, BNPL_PROVIDER, BNPL_STEPS } from '../lib/bnpl-faq';
import { useT } from '../../../lib/i18n';

/** Terms page of the buy-now-pay-later provider (spec section 4). */
export function BnplTermsPage() {
  const t = useT();
  return (
    <ContentPage
      title={`${BNPL_PROVIDER}: terms & conditions`}
      lead={`Book now and split your purchase into ${BNPL_INSTALMENTS} interest-free payments.`}
    >
      <ContentSection title={t('pages.howItWorks', 'How it works')}>
        <ol className="grid gap-4 sm:grid-cols-2">
          {BNPL_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection title={t('pages.frequentlyAskedQuestions', 'Frequently asked questions')}>
        <FaqAccordion entries={BNPL_FAQ} />
      </ContentSection>

      <ContentSection title={t('pages.terms', 'Terms')}>
        <p>
          {BNPL_PROVIDER} is a payment service provided by {BNPL_PROVIDER} and governed by its own terms and
          privacy policy, which you accept when you create your {BNPL_PROVIDER} account. Approval of each
          purchase is at {BNPL_PROVIDER}&apos;s discretion. Desert Rose Tourism LLC receives the full booking
          amount from {BNPL_PROVIDER}; questions about your instalments, limits or card charges are answered
          by {BNPL_PROVIDER}&apos;s customer support. Cancellations and refunds of the booking itself follow
          the cancellation policy shown for the product you book.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
