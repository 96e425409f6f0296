import type { AgentRecord } from '@portal/contracts';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children || '-'}</dd>
    </div>
  );
}

export function DetailsCard({ agent }: { agent: AgentRecord }) {
  const t = useT();
  return (
    <Card>
      <CardHeader
        title={t('resellers.details', 'Details')}
        actions={
          <Link to={`/reseller/${agent._id}/edit`} className={buttonClasses('secondary', 'sm')}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('resellers.edit', 'Edit')}
          </Link>
        }
      />
      <CardBody>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label={t('resellers.contactPerson', 'Contact person')}>
            {agent.name}
            {agent.designation && <span className="text-slate-500"> · {agent.designation}</span>}
          </Item>
          <Item label={t('resellers.eMail', 'E-mail')}>
            <a href={`mailto:${agent.email}`} className="break-all text-brand-700 hover:underline">
              {agent.email}
            </a>
          </Item>
          <Item label={t('resellers.phone', 'Phone')}>{agent.phoneNumber}</Item>
          <Item label={t('resellers.whatsapp', 'WhatsApp')}>{agent.whatsappNumber}</Item>
          <Item label={t('resellers.address', 'Address')}>
            {agent.address}
            <span className="block text-slate-600">
              {agent.city}, {agent.country.countryName}
            </span>
          </Item>
          <Item label={t('resellers.website', 'Website')}>{agent.website}</Item>
          <Item label={t('resellers.trn', 'TRN')}>{agent.trnNumber}</Item>
        </dl>
      </CardBody>
    </Card>
  );
}
