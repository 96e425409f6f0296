import { useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useCompanyTermsQuery } from '../api/terms.api';
import { ContentPage } from '../components/content-page';

/** /terms/:page: one of the company's own terms pages (e.g. its booking terms), as staff last saved it. */
export function CompanyTermsPage() {
  const { page = '' } = useParams();
  const { data, error, isLoading } = useCompanyTermsQuery(page);
  const t = useT();
  if (isLoading) return <Skeleton className="mx-auto my-10 h-60 w-full max-w-4xl" />;
  if (error || !data)
    return (
      <p role="alert" className="mx-auto my-10 max-w-4xl px-4 text-red-700">
        {errorMessage(error)}
      </p>
    );
  const { terms } = data;
  return (
    <ContentPage
      title={terms.title}
      lead={
        terms.updatedAt
          ? t('terms.updated', 'Last updated: {date}', { date: formatDate(terms.updatedAt.slice(0, 10)) })
          : undefined
      }
    >
      {terms.body ? (
        terms.body.split(/\n\s*\n/).map((paragraph, i) => (
          <p key={i} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))
      ) : (
        <p>{t('terms.notPublished', 'The company has not published this page yet.')}</p>
      )}
    </ContentPage>
  );
}
