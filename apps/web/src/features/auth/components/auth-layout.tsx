import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/language-switch';
import { useT } from '../../../lib/i18n';
import { AppLink } from '../../../lib/nav';
import { useCompanyConfig } from '../../../lib/company-config';

interface AuthLayoutProps {
  banner: 'login' | 'signup';
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider form column for the sign-up form. */
  wide?: boolean;
}

const FALLBACK_BANNERS = { login: '/brand/login-banner.svg', signup: '/brand/signup-banner.svg' } as const;

/** Full-screen frame of the sign-in and sign-up pages: the company banner beside the form. */
export function AuthLayout({ banner, title, subtitle, children, wide = false }: AuthLayoutProps) {
  // Without the data layer: the sign-in page renders before Redux Toolkit is loaded.
  const company = useCompanyConfig();
  const t = useT();
  const bannerSrc =
    (banner === 'login' ? company?.loginBanner : company?.signupBanner) ?? FALLBACK_BANNERS[banner];

  return (
    <main className="grid min-h-dvh bg-white lg:grid-cols-2">
      {/* One screen high and sticky: on the long sign-up form a full-height panel would crop the
          banner's text at the right. */}
      <div className="relative hidden overflow-hidden bg-brand-900 lg:sticky lg:top-0 lg:block lg:h-dvh lg:self-start">
        <img src={bannerSrc} alt="" className="absolute inset-0 size-full object-cover object-left" />
      </div>
      <div className="flex flex-col px-4 py-8 sm:px-8">
        <div className="flex items-center justify-between gap-3">
          <AppLink
            to="/"
            aria-label={t('shell.companyHome', '{company} home', {
              company: company?.companyName ?? 'Desert Rose',
            })}
          >
            <img src={company?.logo ?? '/brand/logo.svg'} alt="" className="h-10 w-auto" />
          </AppLink>
          <LanguageSwitch signedIn={false} />
        </div>
        <div
          className={`mx-auto flex w-full flex-1 flex-col justify-center py-8 ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle ? <div className="mt-2 text-sm text-slate-600">{subtitle}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        <nav
          aria-label={t('auth.information', 'Information')}
          className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500"
        >
          <AppLink className="hover:text-brand-700 hover:underline" to="/aboutus">
            {t('auth.about', 'About us')}
          </AppLink>
          <AppLink className="hover:text-brand-700 hover:underline" to="/contactusb2b">
            {t('auth.contact', 'Contact')}
          </AppLink>
          <AppLink className="hover:text-brand-700 hover:underline" to="/privacy-policy">
            {t('footer.privacy', 'Privacy Policy')}
          </AppLink>
        </nav>
      </div>
    </main>
  );
}
