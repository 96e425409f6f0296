import { Mail, MapPin, Phone } from 'lucide-react';
import { useCompanyConfigQuery } from '../../../lib/shell-api';
import { telHref } from '../lib/contact-links';
import { useT } from '../../../lib/i18n';

interface CompanyContactsProps {
  showAddress?: boolean;
}

/** The company's phone numbers, e-mail and (optionally) postal address from the company configuration. */
export function CompanyContacts({ showAddress = false }: CompanyContactsProps) {
  const t = useT();
  const { data, isLoading, isError } = useCompanyConfigQuery();

  if (isLoading) {
    return (
      <div
        className="space-y-2"
        aria-busy="true"
        aria-label={t('pages.loadingContactDetails', 'Loading contact details')}
      >
        <div className="h-4 w-48 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-56 animate-pulse rounded bg-slate-200" />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <p className="text-sm text-slate-600">
        {t('pages.contactDetailsCouldNot', 'Contact details could not be loaded. Please try again later.')}
      </p>
    );
  }

  return (
    <ul className="space-y-2 text-sm text-slate-700">
      {data.phoneNumbers.map((phone) => (
        <li key={phone} className="flex items-center gap-2">
          <Phone aria-hidden className="size-4 shrink-0 text-accent-500" />
          <a className="font-medium hover:text-brand-700 hover:underline" href={telHref(phone)}>
            {phone}
          </a>
        </li>
      ))}
      <li className="flex items-center gap-2">
        <Mail aria-hidden className="size-4 shrink-0 text-accent-500" />
        <a
          className="font-medium break-all hover:text-brand-700 hover:underline"
          href={`mailto:${data.contactEmail}`}
        >
          {data.contactEmail}
        </a>
      </li>
      {showAddress ? (
        <li className="flex items-start gap-2">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-500" />
          <span>{data.postalAddress}</span>
        </li>
      ) : null}
    </ul>
  );
}
