import { Card, CardBody } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useAppSelector } from '../../../app/store';
import { AppLink } from '../../../lib/nav';
import { useT } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { useInitialDataQuery } from '../../../lib/shell-api';
import { AccountSummary } from '../components/account-summary';
import { ImagesCard } from '../components/images-card';
import { LanguageCard } from '../components/language-card';
import { PasswordForm } from '../components/password-form';
import { ProfileDetailsForm } from '../components/profile-details-form';

/** /settings: the signed-in agent's own profile, pictures and password (contents are ours; spec section 2.1). */
export function SettingsPage() {
  const agent = useAppSelector((state) => state.session.agent);
  const can = useCan();
  const t = useT();
  // The country select must have its options before the form sets its value.
  const { isLoading: countriesLoading } = useInitialDataQuery();

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('nav.settings', 'Settings')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {t('settings.subtitle', 'Manage your profile, pictures and password.')}
        </p>
        <AppLink
          to="/settings/security"
          className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          {t('settings.securityLink', 'Security: two-factor sign-in and sessions')}
        </AppLink>
        {can('api-keys.manage') && (
          <AppLink
            to="/settings/api-keys"
            className="mt-2 ms-4 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            {t('apiKeys.settingsLink', 'API keys')}
          </AppLink>
        )}
      </div>
      {!agent || countriesLoading ? (
        <Card>
          <CardBody>
            <SkeletonList rows={5} label={t('settings.loading', 'Loading your profile')} />
          </CardBody>
        </Card>
      ) : (
        <>
          <AccountSummary agent={agent} />
          <ProfileDetailsForm key={agent._id} agent={agent} />
          <LanguageCard agent={agent} />
          <ImagesCard agent={agent} />
          <PasswordForm />
        </>
      )}
    </div>
  );
}
