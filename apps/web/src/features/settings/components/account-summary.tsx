import type { AgentRecord } from '@portal/contracts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';

/** Details only the company can change. */
export function AccountSummary({ agent }: { agent: AgentRecord }) {
  const t = useT();
  const role =
    agent.role === 'reseller'
      ? t('account.reseller', 'Reseller (main agent)')
      : t('account.subAgent', 'Sub-agent');
  const items: [string, string][] = [
    [t('verification.agentCode', 'Agent code'), String(agent.agentCode)],
    [t('login.email', 'E-mail'), agent.email],
    [t('account.role', 'Role'), role],
  ];
  return (
    <Card>
      <CardHeader
        title={t('account.title', 'Account')}
        description={t('account.description', 'Contact us to change these details.')}
      />
      <CardBody>
        <dl className="grid gap-4 sm:grid-cols-3">
          {items.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="mt-1 font-medium break-all text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
