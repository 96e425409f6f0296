import { Link } from 'react-router';
import type { ChatModule } from '@portal/domain';
import { useAppSelector } from '../store';
import { DEFAULT_COMPANY_LOGO } from '../../components/loading-screen';
import { FacebookIcon, InstagramIcon, WhatsappIcon } from '../../components/social-icons';
import { useCompanyConfigQuery } from '../../lib/shell-api';
import { chatLink, chatPhoneFor } from './footer-chat';

const LICENCE_NUMBER = '671267';

const linkClasses =
  'inline-flex items-center gap-2 rounded-md text-sm text-brand-100 transition-colors hover:text-white focus-visible:outline-white';

/** Spec section 2.1: the footer of each route group, with that module's chat number. */
export function Footer({ module }: { module: ChatModule }) {
  const { data: config } = useCompanyConfigQuery();
  const agentPhones = useAppSelector((s) => (s.session.isLoggedIn ? s.session.agent?.whatsappDetails : null));
  const phone = chatPhoneFor(module, agentPhones, config);
  const chat = chatLink(phone);
  const companyName = config?.companyName ?? 'Desert Rose Tourism LLC';
  const licence = config?.licenceNumber || LICENCE_NUMBER;

  return (
    <footer className="mt-auto bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-3 sm:col-span-2 lg:col-span-1">
          <Link
            to="/"
            aria-label={`${companyName} home`}
            className="inline-block rounded-lg bg-white px-3 py-2"
          >
            <img
              src={config?.logo || DEFAULT_COMPANY_LOGO}
              alt=""
              className="h-9 w-auto max-w-[180px] object-contain"
            />
          </Link>
          <p className="max-w-md text-sm leading-relaxed text-brand-200">
            Hotels, attractions, visas, flights, airport-to-airport seats and travel insurance for travel
            agents, at trade prices and with one wallet.
          </p>
        </div>
        <nav aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-xs font-semibold tracking-wider text-white uppercase">
            Get in touch
          </h2>
          <ul className="space-y-2.5">
            {chat && (
              <li>
                <a href={chat} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                  <WhatsappIcon className="size-4 shrink-0" />
                  <span>
                    Chat with us
                    <span className="block text-xs text-brand-300">{phone}</span>
                  </span>
                </a>
              </li>
            )}
            <li>
              <Link to="/privacy-policy" className={linkClasses}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
        {(config?.socialLinks.facebook || config?.socialLinks.instagram) && (
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social" className="mb-3 text-xs font-semibold tracking-wider text-white uppercase">
              Follow us
            </h2>
            <ul className="space-y-2.5">
              {config.socialLinks.facebook && (
                <li>
                  <a
                    href={config.socialLinks.facebook}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={linkClasses}
                  >
                    <FacebookIcon className="size-4" />
                    Facebook
                  </a>
                </li>
              )}
              {config.socialLinks.instagram && (
                <li>
                  <a
                    href={config.socialLinks.instagram}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={linkClasses}
                  >
                    <InstagramIcon className="size-4" />
                    Instagram
                  </a>
                </li>
              )}
            </ul>
          </nav>
        )}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs leading-relaxed text-brand-300 sm:px-6">
          © {new Date().getFullYear()} {companyName}. Licensed by the Department of Economy and Tourism, Dubai
          - licence number {licence}. All trademarks, logos and brand names shown are the property of their
          respective owners and are used for identification only.
        </p>
      </div>
    </footer>
  );
}
