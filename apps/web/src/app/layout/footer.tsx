import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ChatModule } from '@portal/domain';
import { useAppSelector } from '../store';
import { DEFAULT_COMPANY_LOGO } from '../../components/loading-screen';
import { FacebookIcon, InstagramIcon, WhatsappIcon } from '../../components/social-icons';
import { useT } from '../../lib/i18n';
import { useCompanyConfigQuery } from '../../lib/shell-api';
import { chatLink, footerChatPhone } from './footer-chat';

const LICENCE_NUMBER = '671267';

const linkClasses =
  'inline-flex items-center gap-2 rounded-md text-sm text-brand-100 transition-colors hover:text-white focus-visible:outline-white';

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      {children}
    </a>
  );
}

/**
 * Spec section 2.1: the footer of each route group, in the spec's order - the logo linking home, a
 * social link, the module's chat link, the other social link, Privacy Policy, the licence and
 * trademark disclaimer. Open pages (group H) chat on the company's messaging number.
 */
export function Footer({ module, open = false }: { module: ChatModule; open?: boolean }) {
  const { data: config } = useCompanyConfigQuery();
  const t = useT();
  const agentPhones = useAppSelector((s) => (s.session.isLoggedIn ? s.session.agent?.whatsappDetails : null));
  const phone = footerChatPhone({ module, open }, agentPhones, config);
  const chat = chatLink(phone);
  const companyName = config?.companyName ?? 'Desert Rose Tourism LLC';
  const licence = config?.licenceNumber || LICENCE_NUMBER;
  const facebook = config?.socialLinks.facebook;
  const instagram = config?.socialLinks.instagram;

  return (
    <footer className="mt-auto bg-brand-900 text-brand-100">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <Link
          to="/"
          aria-label={t('shell.companyHome', '{company} home', { company: companyName })}
          className="inline-block self-start rounded-lg bg-white px-3 py-2 lg:self-center"
        >
          <img
            src={config?.logo || DEFAULT_COMPANY_LOGO}
            alt=""
            className="h-9 w-auto max-w-[180px] object-contain"
          />
        </Link>
        <nav aria-label={t('footer.label', 'Footer')}>
          <ul className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-7">
            {facebook && (
              <li className="flex">
                <ExternalLink href={facebook}>
                  <FacebookIcon className="size-4 shrink-0" />
                  Facebook
                </ExternalLink>
              </li>
            )}
            {chat && (
              <li className="flex">
                <ExternalLink href={chat}>
                  <WhatsappIcon className="size-4 shrink-0" />
                  <span>
                    {t('footer.chat', 'Chat with us')}{' '}
                    <bdi dir="ltr" className="text-xs text-brand-300">
                      {phone}
                    </bdi>
                  </span>
                </ExternalLink>
              </li>
            )}
            {instagram && (
              <li className="flex">
                <ExternalLink href={instagram}>
                  <InstagramIcon className="size-4 shrink-0" />
                  Instagram
                </ExternalLink>
              </li>
            )}
            <li className="flex">
              <Link to="/privacy-policy" className={linkClasses}>
                {t('footer.privacy', 'Privacy Policy')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p
          data-testid="footer-disclaimer"
          className="mx-auto max-w-7xl px-4 py-5 text-xs leading-relaxed text-brand-300 sm:px-6"
        >
          {t(
            'footer.disclaimer',
            '© {year} {company}. Licensed by the Department of Economy and Tourism, Dubai - licence number {licence}. All trademarks, logos and brand names shown are the property of their respective owners and are used for identification only.',
            { year: String(new Date().getFullYear()), company: companyName, licence },
          )}
        </p>
      </div>
    </footer>
  );
}
