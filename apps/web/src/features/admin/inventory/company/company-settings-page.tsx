import { LoadError } from '../../../../components/load-error';
import { Card, CardBody, CardHeader } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { BankAccountsSection } from './bank-accounts-section';
import { CompanySettingsForm } from './company-settings-form';
import { HomeBannersSection } from './home-banners-section';
import { useCompanySettingsQuery } from './company.api';

/** The company details agents see on every page (issue 34). */
export function CompanySettingsPage() {
  const { data, error, isLoading, isFetching, refetch } = useCompanySettingsQuery();
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div>
        <h1 className="text-xl font-bold text-slate-900">Company settings</h1>
        <p className="mt-0.5 text-sm text-slate-600">
          The contacts, chat numbers, social links, deposit bank accounts and home page banners agents see.
        </p>
      </div>
      <Card>
        <CardHeader title="Contacts" />
        <CardBody>
          {error ? (
            <LoadError
              error={error}
              what="the settings"
              onRetry={() => void refetch()}
              retrying={isFetching}
            />
          ) : isLoading || !data ? (
            <Skeleton className="h-60 w-full" />
          ) : (
            <CompanySettingsForm key={data.settings.version} settings={data.settings} />
          )}
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Bank accounts for deposits" />
        <CardBody>
          <BankAccountsSection />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Home page banners" />
        <CardBody>
          <HomeBannersSection />
        </CardBody>
      </Card>
    </div>
  );
}
