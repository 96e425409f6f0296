import type { AgentRecord } from '@portal/contracts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';

const ROLE_LABELS: Record<AgentRecord['role'], string> = {
  reseller: 'Reseller (main agent)',
  'sub-agent': 'Sub-agent',
};

/** Details only the company can change. */
export function AccountSummary({ agent }: { agent: AgentRecord }) {
  const items: [string, string][] = [
    ['Agent code', String(agent.agentCode)],
    ['E-mail', agent.email],
    ['Role', ROLE_LABELS[agent.role]],
  ];
  return (
    <Card>
      <CardHeader title="Account" description="Contact us to change these details." />
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
