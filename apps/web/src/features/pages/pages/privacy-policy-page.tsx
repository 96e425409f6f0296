import { BulletList, ContentPage, ContentSection } from '../components/content-page';
import { CompanyContacts } from '../components/company-contacts';
import { useT } from '../../../lib/i18n';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  const t = useT();
  return (
    <ContentPage
      title={t('pages.privacyPolicy', 'Privacy Policy')}
      lead={t(
        'privacy.lead',
        'How Desert Rose Tourism LLC collects, uses and protects the personal data of the agencies that use our B2B portal and of the travellers they book for. Last updated: 1 March 2026.',
      )}
    >
      <ContentSection title={t('pages.1WhoWeAre', '1. Who we are')}>
        <p>
          {t(
            'privacy.whoWeAre',
            'Desert Rose Tourism LLC (“we”, “us”) is a tour operator licensed in Dubai, United Arab Emirates (licence 671267). We are the controller of the personal data processed through this portal. We process personal data in line with the UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data and, where it applies to travellers from other countries, the data protection laws of those countries.',
          )}
        </p>
      </ContentSection>

      <ContentSection title={t('pages.2DataWeCollect', '2. Data we collect')}>
        <BulletList
          items={[
            <>
              <strong>{t('pages.agencyAndAccountData', 'Agency and account data:')}</strong>{' '}
              {t(
                'pages.companyNameAddressCountry',
                "company name, address, country, city, trade licence, tax registration number and certificate, contact person's name, designation, e-mail, phone and WhatsApp numbers, logo and profile picture, and your password (stored only as a one-way hash).",
              )}
            </>,
            <>
              <strong>{t('pages.travellerDataYouEnter', 'Traveller data you enter to book:')}</strong>{' '}
              {t(
                'pages.namesNationalityDateOf',
                'names, nationality, date of birth, passport details and copies, photographs and supporting documents for visa applications, contact details and special requests.',
              )}
            </>,
            <>
              <strong>{t('pages.transactionData', 'Transaction data:')}</strong>{' '}
              {t(
                'pages.bookingsQuotationsWalletTop',
                "bookings, quotations, wallet top-ups, withdrawals, invoices and the bank details you give us for withdrawals. Card details are entered on the payment provider's page and never reach our servers.",
              )}
            </>,
            <>
              <strong>{t('pages.technicalData', 'Technical data:')}</strong>{' '}
              {t(
                'privacy.technical',
                "IP address, browser type, sign-in times and security logs. The portal keeps your session token, chosen currency, cart and recent searches in your browser's local storage; we do not use advertising cookies.",
              )}
            </>,
            <>
              <strong>{t('pages.messages', 'Messages:')}</strong>{' '}
              {t(
                'pages.whatYouSendThrough',
                'what you send through the contact form, e-mail, phone or WhatsApp.',
              )}
            </>,
          ]}
        />
      </ContentSection>

      <ContentSection title={t('pages.3WhyWeUse', '3. Why we use it')}>
        <BulletList
          items={[
            t(
              'privacy.why.verify',
              'To verify your agency and open, secure and run your account (performance of our agreement with you).',
            ),
            t(
              'privacy.why.bookings',
              'To make, change and cancel the bookings you request, issue vouchers, tickets, visas and policies, and provide support (performance of the agreement).',
            ),
            t(
              'privacy.why.records',
              'To keep accounts, invoices and records required by UAE tax and commercial law (legal obligation).',
            ),
            t(
              'privacy.why.fraud',
              'To prevent fraud, abuse and unauthorised access, and to keep the portal reliable (legitimate interest).',
            ),
            t(
              'privacy.why.messages',
              'To send service messages about your bookings and account. We send marketing e-mails only if you ask for them, and you can stop them at any time.',
            ),
          ]}
        />
      </ContentSection>

      <ContentSection title={t('pages.4WhoWeShare', '4. Who we share it with')}>
        <p>{t('pages.weSharePersonalData', 'We share personal data only as far as each purpose needs:')}</p>
        <BulletList
          items={[
            t(
              'privacy.share.suppliers',
              'Hotels, attraction operators, airlines, transport providers and insurers that deliver the service you booked.',
            ),
            t('privacy.share.immigration', 'UAE immigration authorities for visa applications.'),
            t(
              'privacy.share.payments',
              'Licensed payment providers and banks that process card payments, buy-now-pay-later plans, deposits and withdrawals.',
            ),
            t(
              'privacy.share.providers',
              'Service providers that host our systems, send e-mail and store backups, under written contracts that bind them to our instructions and to confidentiality.',
            ),
            t(
              'privacy.share.authorities',
              'Authorities, courts or advisers when the law requires it or to establish or defend legal claims.',
            ),
          ]}
        />
        <p>{t('pages.weNeverSellPersonal', 'We never sell personal data.')}</p>
      </ContentSection>

      <ContentSection title={t('pages.5InternationalTransfers', '5. International transfers')}>
        <p>
          {t(
            'pages.someSuppliersForExample',
            'Some suppliers (for example a hotel outside the UAE or an airline) are located in other countries. When a booking requires it, we transfer the traveller data that supplier needs, relying on the necessity of the transfer to perform the booking, or on contractual safeguards where the destination does not offer an adequate level of protection.',
          )}
        </p>
      </ContentSection>

      <ContentSection title={t('pages.6HowLongWe', '6. How long we keep it')}>
        <BulletList
          items={[
            t(
              'privacy.keep.account',
              'Account data: while your account is active and for 5 years after it is closed.',
            ),
            t(
              'privacy.keep.bookings',
              'Bookings, invoices and wallet records: 5 years after the end of the financial year, as UAE tax law requires.',
            ),
            t(
              'privacy.keep.passports',
              'Passport copies and visa documents: 90 days after the visa is issued or refused, unless a dispute requires longer.',
            ),
            t('privacy.keep.messages', 'Contact-form messages: 2 years. Security logs: 12 months.'),
          ]}
        />
        <p>{t('pages.whenAPeriodEnds', 'When a period ends, we delete the data or make it anonymous.')}</p>
      </ContentSection>

      <ContentSection title={t('pages.7HowWeProtect', '7. How we protect it')}>
        <p>
          {t(
            'pages.dataTravelsOverEncrypted',
            'Data travels over encrypted connections, passwords are stored as salted one-way hashes, uploaded documents are stored privately and shown only to their owner and our authorised staff, and access by our staff is limited to what their role needs and is logged.',
          )}
        </p>
      </ContentSection>

      <ContentSection title={t('pages.8YourRights', '8. Your rights')}>
        <p>
          {t(
            'pages.subjectToTheLaw',
            'Subject to the law, you and the travellers you book for may ask us to:',
          )}
        </p>
        <BulletList
          items={[
            t(
              'privacy.rights.access',
              'give access to the personal data we hold and a copy of it in a common format;',
            ),
            t(
              'privacy.rights.correct',
              'correct data that is wrong or incomplete (most agency details can be edited under Settings);',
            ),
            t('privacy.rights.delete', 'delete data we no longer need, or restrict how we use it;'),
            t(
              'privacy.rights.object',
              'stop processing based on our legitimate interest, or stop direct marketing;',
            ),
            t(
              'privacy.rights.automated',
              'not be subject to a decision based solely on automated processing that significantly affects you.',
            ),
          ]}
        />
        <p>
          {t(
            'pages.weAnswerWithin30',
            'We answer within 30 days. If you are not satisfied with our answer, you may complain to the UAE Data Office. As an agency you are responsible for informing your travellers that their data is shared with us for their booking.',
          )}
        </p>
      </ContentSection>

      <ContentSection title={t('pages.9Children', '9. Children')}>
        <p>
          {t(
            'pages.thePortalIsFor',
            "The portal is for travel businesses only. We process children's data only when an agency books travel for them, and only as needed for that booking.",
          )}
        </p>
      </ContentSection>

      <ContentSection title={t('pages.10ChangesToThis', '10. Changes to this policy')}>
        <p>
          {t(
            'pages.weMayUpdateThis',
            'We may update this policy when our services or the law change. We will post the new version here with its date and tell registered agencies about significant changes by e-mail.',
          )}
        </p>
      </ContentSection>

      <ContentSection title={t('pages.11Contact', '11. Contact')}>
        <p>
          {t(
            'pages.forPrivacyQuestionsOr',
            'For privacy questions or to exercise your rights, contact our data protection team:',
          )}
        </p>
        <CompanyContacts showAddress />
      </ContentSection>
    </ContentPage>
  );
}
