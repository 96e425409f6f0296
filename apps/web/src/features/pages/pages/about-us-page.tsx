import { Link } from 'react-router';
import { BulletList, ContentPage, ContentSection } from '../components/content-page';
import { ModuleGrid } from '../components/module-grid';
import { CompanyContacts } from '../components/company-contacts';
import { useT } from '../../../lib/i18n';

/** /aboutus */
export function AboutUsPage() {
  const t = useT();
  return (
    <ContentPage
      title={t('pages.aboutDesertRoseTourism', 'About Desert Rose Tourism')}
      lead={t(
        'about.lead',
        "A Dubai destination management company that gives travel agents direct access to the UAE's hotels, experiences and visas.",
      )}
    >
      <ContentSection title={t('pages.whoWeAre', 'Who we are')}>
        <p>
          {t(
            'pages.desertRoseTourismLlc',
            'Desert Rose Tourism LLC is a licensed tour operator and destination management company based in Business Bay, Dubai (licence 671267). We work only with the travel trade: agencies, tour operators and online sellers who send leisure and business travellers to the United Arab Emirates and beyond.',
          )}
        </p>
        <p>
          {t(
            'pages.ourB2bPortalBrings',
            'Our B2B portal brings our contracted inventory and our supplier connections together in one place, so an agent can quote, book, pay and issue documents for a whole trip without a single e-mail to our reservations desk, and still reach a person whenever a booking needs care.',
          )}
        </p>
      </ContentSection>

      <ContentSection title={t('pages.whatWeOffer', 'What we offer')}>
        <ModuleGrid />
      </ContentSection>

      <ContentSection title={t('pages.howWeWork', 'How we work')}>
        <BulletList
          items={[
            t(
              'about.how1',
              'Agent rates with transparent, per-product markups you control for your own clients and sub-agents.',
            ),
            t(
              'about.how2',
              'Instant confirmation wherever the supplier allows it, and clear on-request handling where it does not.',
            ),
            t(
              'about.how3',
              'One wallet and credit line across every product, with a statement for every movement.',
            ),
            t(
              'about.how4',
              'Vouchers, tickets and invoices issued in your agency’s name, ready to forward to your clients.',
            ),
            t(
              'about.how5',
              'Our own operations team on the ground in Dubai for transfers, tours and last-minute changes.',
            ),
          ]}
        />
      </ContentSection>

      <ContentSection title={t('pages.ourCommitments', 'Our commitments')}>
        <p>
          {t(
            'pages.weVerifyEveryAgency',
            'We verify every agency before it can book, keep agent and traveller data private, and handle payments through licensed payment providers. Prices you see are the prices you pay: no hidden service fees at checkout.',
          )}
        </p>
      </ContentSection>

      <ContentSection title={t('pages.getInTouch', 'Get in touch')}>
        <p>
          {t('about.new', 'New to Desert Rose?')}{' '}
          <Link className="font-semibold text-brand-700 underline" to="/register">
            {t('pages.registerYourAgency', 'Register your agency')}
          </Link>{' '}
          {t('about.or', 'or')}{' '}
          <Link className="font-semibold text-brand-700 underline" to="/contactusb2b">
            {t('pages.sendUsAMessage', 'send us a message')}
          </Link>
          .
        </p>
        <CompanyContacts showAddress />
      </ContentSection>
    </ContentPage>
  );
}
