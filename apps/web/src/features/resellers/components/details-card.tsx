import type { AgentRecord } from '@portal/contracts';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children || '-'}</dd>
    </div>
  );
}

export function DetailsCard({ agent }: { agent: AgentRecord }) {
  return (
    <Card>
      <CardHeader
        title="Details"
        actions={
          <Link to={`/reseller/${agent._id}/edit`} className={buttonClasses('secondary', 'sm')}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Link>
        }
      />
      <CardBody>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label="Contact person">
            {agent.name}
            {agent.designation && <span className="text-slate-500"> · {agent.designation}</span>}
          </Item>
          <Item label="E-mail">
            <a href={`mailto:${agent.email}`} className="break-all text-brand-700 hover:underline">
              {agent.email}
            </a>
          </Item>
          <Item label="Phone">{agent.phoneNumber}</Item>
          <Item label="WhatsApp">{agent.whatsappNumber}</Item>
          <Item label="Address">
            {agent.address}
            <span className="block text-slate-600">
              {agent.city}, {agent.country.countryName}
            </span>
          </Item>
          <Item label="Website">{agent.website}</Item>
          <Item label="TRN">{agent.trnNumber}</Item>
        </dl>
      </CardBody>
    </Card>
  );
}
