import { Card, CardBody } from '../../../components/ui/card';
import { CompanyContacts } from '../components/company-contacts';
import { ContactForm } from '../components/contact-form';
import { useT } from '../../../lib/i18n';

/** /contactusb2b */
export function ContactPage() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('pages.contactUs', 'Contact us')}
      </h1>
      <p className="mt-3 max-w-2xl text-slate-600">
        {t(
          'pages.questionsAboutRegisteringYour',
          'Questions about registering your agency, rates, credit lines or a booking? Write to us and our B2B team answers within one working day.',
        )}
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardBody className="sm:p-8">
            <ContactForm />
          </CardBody>
        </Card>
        <Card aria-labelledby="contact-direct">
          <CardBody className="space-y-3 sm:p-8">
            <h2 id="contact-direct" className="text-xl font-semibold text-slate-900">
              {t('pages.reachUsDirectly', 'Reach us directly')}
            </h2>
            <CompanyContacts showAddress />
            <p className="text-sm text-slate-500">
              {t(
                'pages.ourOperationsDeskIs',
                'Our operations desk is open every day from 9:00 to 21:00 (GST).',
              )}
            </p>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
