import {
  Bell,
  ChevronDown,
  ExternalLink,
  History,
  KeyRound,
  Languages,
  LayoutDashboard,
  LogOut,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { AgentRecord } from '@portal/contracts';
import { AgentAvatar } from '../../components/agent-avatar';
import { Dropdown, DropdownItem, DropdownLink, DropdownSeparator } from '../../components/ui/dropdown';
import { agentCan } from '../../lib/permissions';
import { chooseLanguage, LANGUAGE_NAMES, useLanguage, useT } from '../../lib/i18n';
import { useCompanyConfigQuery } from '../../lib/shell-api';
import { useLogout } from '../../lib/use-logout';

/**
 * Spec section 2.2: Profile (/settings), API Integration (external) and Logout; the agency's own pages
 * (dashboard, users, activity) only for the roles the API lets use them.
 */
export function ProfileMenu({ agent }: { agent: AgentRecord }) {
  const { logout } = useLogout();
  const { data: config } = useCompanyConfigQuery();
  const t = useT();
  const { language } = useLanguage();
  const otherLanguage = language === 'ar' ? 'en' : 'ar';
  return (
    <Dropdown
      label={t('profileMenu.label', 'Account menu for {name}', { name: agent.name })}
      trigger={
        <>
          <AgentAvatar name={agent.name} src={agent.avatarImg} />
          <span className="hidden min-w-0 text-start xl:block">
            <span className="block max-w-40 truncate text-sm font-semibold text-slate-800">{agent.name}</span>
            <span className="block max-w-40 truncate text-xs text-slate-500">{agent.companyName}</span>
          </span>
          <ChevronDown className="hidden size-4 shrink-0 text-slate-500 sm:block" aria-hidden="true" />
        </>
      }
      // The name gives way (truncated) when the header is short of room: Arabic labels are wider.
      className="flex min-w-0"
      triggerClassName="inline-flex min-w-0 items-center gap-2 rounded-full p-0.5 hover:bg-slate-100 sm:rounded-lg sm:py-1 sm:pe-2 sm:ps-1"
      menuClassName="w-64"
    >
      <div className="border-b border-slate-100 px-3 pt-1.5 pb-2.5" role="none">
        <p className="truncate text-sm font-semibold text-slate-900">{agent.name}</p>
        <p className="truncate text-xs text-slate-500">{agent.companyName}</p>
        <p className="mt-0.5 text-xs text-slate-400">
          {t('profileMenu.agentCode', 'Agent code {code}', { code: agent.agentCode })}
        </p>
      </div>
      <div className="pt-1" role="none">
        <DropdownLink to="/settings">
          <UserRound className="size-4 text-slate-500" aria-hidden="true" />
          {t('profileMenu.profile', 'Profile')}
        </DropdownLink>
        {agentCan(agent, 'reports.read') && (
          <DropdownLink to="/dashboard">
            <LayoutDashboard className="size-4 text-slate-500" aria-hidden="true" />
            {t('profileMenu.dashboard', 'Dashboard')}
          </DropdownLink>
        )}
        {agentCan(agent, 'users.manage') && (
          <DropdownLink to="/agency/users">
            <UsersRound className="size-4 text-slate-500" aria-hidden="true" />
            {t('profileMenu.users', 'Users')}
          </DropdownLink>
        )}
        {agentCan(agent, 'api-keys.manage') && (
          <DropdownLink to="/settings/api-keys">
            <KeyRound className="size-4 text-slate-500" aria-hidden="true" />
            {t('profileMenu.apiKeys', 'API keys')}
          </DropdownLink>
        )}
        {agentCan(agent, 'reports.read') && (
          <DropdownLink to="/agency/activity">
            <History className="size-4 text-slate-500" aria-hidden="true" />
            {t('profileMenu.activity', 'Activity')}
          </DropdownLink>
        )}
        <DropdownLink to="/notifications">
          <Bell className="size-4 text-slate-500" aria-hidden="true" />
          {t('profileMenu.notifications', 'Notifications')}
        </DropdownLink>
        {config?.apiDocumentationUrl && (
          <DropdownLink to={config.apiDocumentationUrl} external>
            <ExternalLink className="size-4 text-slate-500" aria-hidden="true" />
            {t('profileMenu.api', 'API Integration')}
          </DropdownLink>
        )}
        {/* Phones: the header has no room for the language switch beside the balance; it is here. */}
        <DropdownItem onSelect={() => void chooseLanguage(otherLanguage, true)} className="sm:hidden">
          <Languages className="size-4 text-slate-500" aria-hidden="true" />
          <span lang={otherLanguage}>{LANGUAGE_NAMES[otherLanguage]}</span>
        </DropdownItem>
        <DropdownSeparator />
        <DropdownItem
          onSelect={() => void logout()}
          className="text-red-700 focus:bg-red-50 focus:text-red-800"
        >
          <LogOut className="rtl:-scale-x-100 size-4" aria-hidden="true" />
          {t('profileMenu.logout', 'Logout')}
        </DropdownItem>
      </div>
    </Dropdown>
  );
}
