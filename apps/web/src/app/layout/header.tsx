import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { isEntryDenied } from '@portal/domain';
import { LanguageSwitch } from '../../components/language-switch';
import { syncProfileLanguage, useT } from '../../lib/i18n';
import { useAppSelector } from '../store';
import { AgentHeaderTabs, AgentHeaderTools, AgentProfileMenu } from './agent-chrome';
import { CurrencyPicker } from './currency-picker';

export const DEFAULT_AGENT_LOGO = '/brand/default-logo.svg';

/** Spec section 2.2. Visitors who are not logged in see only the logo and the currency picker. */
export function Header() {
  const agent = useAppSelector((s) => (s.session.isLoggedIn ? s.session.agent : null));
  // An agent without access keeps the profile menu (to log out) but gets no links into the modules.
  const navigable = agent && !isEntryDenied(agent.configuration) ? agent : null;
  const t = useT();
  // The profile's language follows the user from device to device (issue 35); `language` joins the
  // agent record with the profile field.
  const profileLanguage = agent ? ((agent as { language?: unknown }).language ?? null) : undefined;
  const signedIn = agent !== null;
  useEffect(() => {
    if (signedIn) void syncProfileLanguage({ language: profileLanguage });
  }, [signedIn, profileLanguage]);
  return (
    // Opaque, without backdrop-filter: a filter would make the header the box that the fixed menus of
    // the small-screen tab row are placed in.
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <Link
          to="/"
          aria-label={
            agent
              ? t('shell.companyHome', '{company} home', { company: agent.companyName })
              : t('nav.home', 'Home')
          }
          className="flex shrink-0 items-center"
        >
          <img
            src={agent?.companyLogo || DEFAULT_AGENT_LOGO}
            alt=""
            className="h-8 w-auto max-w-[84px] object-contain min-[400px]:max-w-[120px] sm:h-10 sm:max-w-[180px]"
          />
        </Link>
        {navigable && (
          <Suspense fallback={null}>
            <AgentHeaderTabs agent={navigable} className="hidden lg:flex xl:ms-4" />
          </Suspense>
        )}
        <div className="ms-auto flex min-w-0 items-center gap-0.5 min-[400px]:gap-1 sm:gap-2">
          {navigable && (
            <Suspense fallback={null}>
              <AgentHeaderTools />
            </Suspense>
          )}
          {/* Signed in on a phone, the switch is in the account menu (no room beside the balance). */}
          <span className={agent ? 'hidden sm:flex' : 'flex'}>
            <LanguageSwitch signedIn={signedIn} compact />
          </span>
          <CurrencyPicker />
          {agent && (
            // Holds the avatar's place while the chunk loads, so the currency picker does not jump.
            <Suspense fallback={<span className="size-9 shrink-0" aria-hidden="true" />}>
              <AgentProfileMenu agent={agent} />
            </Suspense>
          )}
        </div>
      </div>
      {navigable && (
        // The row scrolls sideways on narrow screens; the fade at its end edge shows there is more.
        <div className="relative border-t border-slate-100 after:pointer-events-none after:absolute after:inset-y-0 after:end-0 after:w-8 after:bg-gradient-to-l rtl:after:bg-gradient-to-r after:from-white lg:hidden">
          {/* Holds the row's height while the chunk loads, so the page does not jump. */}
          <Suspense fallback={<div className="h-11" aria-hidden="true" />}>
            <AgentHeaderTabs
              agent={navigable}
              className="mx-auto flex max-w-7xl overflow-x-auto px-1 pe-8 sm:px-4 sm:pe-8"
              compact
            />
          </Suspense>
        </div>
      )}
    </header>
  );
}
