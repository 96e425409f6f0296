import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CompanyContacts } from '../components/company-contacts';
import { ModuleGrid } from '../components/module-grid';
import { whyChooseUs } from '../lib/modules-offered';
import { useT, type Translate } from '../../../lib/i18n';

const steps = (t: Translate) => [
  {
    title: t('login.register', 'Register your agency'),
    text: t('landing.step1', 'Fill in your company and contact details. It takes about three minutes.'),
  },
  {
    title: t('landing.step2Title', 'Upload your documents'),
    text: t('landing.step2', 'Send your trade licence and tax certificate from the verification page.'),
  },
  {
    title: t('landing.step3Title', 'Get approved'),
    text: t(
      'landing.step3',
      'Our team checks your documents and e-mails you as soon as your account is active.',
    ),
  },
  {
    title: t('landing.step4Title', 'Start booking'),
    text: t(
      'landing.step4',
      'Top up your wallet or use your credit line and book at agent rates right away.',
    ),
  },
];

/** /landingpageb2b: the public introduction for travel agents. */
export function LandingPage() {
  const t = useT();
  return (
    <div>
      <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
          <p className="text-sm font-semibold tracking-widest text-accent-200 uppercase">
            {t('pages.desertRoseB2b', 'Desert Rose B2B')}
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold sm:text-5xl">
            {t(
              'pages.everythingYourTravelAgency',
              'Everything your travel agency sells in the UAE, on one B2B portal',
            )}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-50">
            {t(
              'pages.hotelsAttractionsVisasFlights',
              'Hotels, attractions, visas, flights, A2A trips and travel insurance at agent rates, paid from one wallet, with your own markups and round-the-clock operations support from Dubai.',
            )}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/register" className={buttonClasses('secondary', 'lg')}>
              {t('pages.registerYourAgency', 'Register your agency')}
            </Link>
            <Link
              to="/login"
              className="inline-flex h-12 items-center justify-center rounded-lg border border-white/80 px-6 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('pages.agentSignIn', 'Agent sign in')}
            </Link>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-14 sm:px-6">
        <section aria-labelledby="landing-modules">
          <h2 id="landing-modules" className="text-2xl font-bold text-slate-900">
            {t('pages.whatYouCanBook', 'What you can book')}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">
            {t(
              'pages.everyModuleWorksWith',
              'Every module works with the same wallet, markups and order history.',
            )}
          </p>
          <ModuleGrid />
        </section>

        <section aria-labelledby="landing-why">
          <h2 id="landing-why" className="text-2xl font-bold text-slate-900">
            {t('pages.whyAgentsChooseUs', 'Why agents choose us')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {whyChooseUs(t).map((reason) => (
              <li key={reason.title} className="flex gap-3">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                <div>
                  <h3 className="font-semibold text-slate-900">{reason.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="landing-steps">
          <h2 id="landing-steps" className="text-2xl font-bold text-slate-900">
            {t('pages.howToGetStarted', 'How to get started')}
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {steps(t).map((step, index) => (
              <li key={step.title} className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
                <span aria-hidden className="text-3xl font-black text-brand-600">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-1 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="landing-contact"
          className="grid gap-6 rounded-2xl bg-slate-900 p-6 text-white sm:p-10 md:grid-cols-2"
        >
          <div>
            <h2 id="landing-contact" className="text-2xl font-bold">
              {t('pages.talkToOurPartnerships', 'Talk to our partnerships team')}
            </h2>
            <p className="mt-2 text-slate-300">
              {t(
                'pages.questionsAboutRatesCredit',
                'Questions about rates, credit lines or API access? Call us, write to us or send a message and we will get back to you within one working day.',
              )}
            </p>
            <Link to="/contactusb2b" className={buttonClasses('secondary', 'lg', 'mt-6')}>
              {t('pages.contactUs', 'Contact us')}
            </Link>
          </div>
          <div className="rounded-xl bg-white p-5">
            <CompanyContacts showAddress />
          </div>
        </section>
      </div>
    </div>
  );
}
