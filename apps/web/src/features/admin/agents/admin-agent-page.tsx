import type { ReactNode } from 'react';
import { StaffWorkCard } from '../work/staff-work-card';
import { useParams } from 'react-router';
import { ArrowLeft, FileText } from 'lucide-react';
import type { AdminAgentDetailAnswer } from '@portal/contracts';
import { LoadError } from '../../../components/load-error';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Skeleton, SkeletonList } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { AppLink } from '../../../lib/nav';
import { AgentFlagsCard } from './agent-flags-card';
import { AgentPayLaterCard } from './agent-pay-later-card';
import { AGENT_ROLE_LABELS, AgentStatusBadge } from './agent-labels';
import { AgentStatusActions } from './agent-status-actions';
import { AgentTransactions } from './agent-transactions';
import { AgentWalletCard } from './agent-wallet-card';
import { useAdminAgentQuery } from './agents.api';
import { ObjectHistory } from '../staff/object-history';
import { useStaffCan } from '../lib/staff-permissions';

const BackLink = () => (
  <AppLink
    to="/admin/agents"
    className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
  >
    <ArrowLeft className="rtl:-scale-x-100 size-4" aria-hidden="true" /> All agents
  </AppLink>
);

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children ?? '—'}</dd>
    </div>
  );
}

function Profile({ detail }: { detail: AdminAgentDetailAnswer }) {
  const a = detail.agent;
  return (
    <Card>
      <CardHeader title="Profile and contact" />
      <CardBody>
        <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Item label="Contact person">
            <bdi>{a.name}</bdi>, <bdi>{a.designation}</bdi>
          </Item>
          <Item label="E-mail">
            <a href={`mailto:${a.email}`} className="text-brand-700 hover:underline">
              {a.email}
            </a>
          </Item>
          <Item label="Phone">{a.phoneNumber}</Item>
          <Item label="WhatsApp">{a.whatsappNumber}</Item>
          <Item label="Telephone">{a.telephoneNumber}</Item>
          <Item label="Website">{a.website}</Item>
          <Item label="Address">
            {[a.address, a.city, a.zipCode, a.country.countryName].filter(Boolean).join(', ')}
          </Item>
          <Item label="TRN">{a.trnNumber}</Item>
          <Item label="Company registration">{a.companyRegistration}</Item>
          <Item label="Role">{AGENT_ROLE_LABELS[a.role]}</Item>
          <Item label="Parent">
            {a.parent ? (
              <AppLink to={`/admin/agents/${a.parent._id}`} className="text-brand-700 hover:underline">
                <bdi>{a.parent.companyName}</bdi> ({a.parent.agentCode})
              </AppLink>
            ) : null}
          </Item>
          <Item label="Sub-agents">{detail.subAgentCount}</Item>
          <Item label="Registered">{formatDateTime(a.createdAt)}</Item>
          <Item label="Last changed">{formatDateTime(a.updatedAt)}</Item>
        </dl>
      </CardBody>
    </Card>
  );
}

function Documents({ documents }: { documents: AdminAgentDetailAnswer['documents'] }) {
  return (
    <Card>
      <CardHeader title="Documents" />
      <CardBody>
        {documents.length === 0 ? (
          <p className="text-sm text-slate-600">The agent has not uploaded any certificate.</p>
        ) : (
          <ul className="flex flex-wrap gap-3">
            {documents.map((d) => (
              <li key={d.kind}>
                <a
                  href={d.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1.5 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-50"
                >
                  <FileText className="size-4" aria-hidden="true" />
                  {d.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

/** /admin/agents/:id: the agent in full with its access, wallet and module actions. */
export function AdminAgentPage() {
  const id = useParams().id ?? '';
  const result = useAdminAgentQuery(id, { refetchOnMountOrArgChange: 30 });
  const staffCan = useStaffCan();
  const detail = result.data;

  if (result.isLoading) {
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        <BackLink />
        <h1 className="sr-only">Agent</h1>
        <Skeleton className="h-8 w-64" />
        <SkeletonList rows={5} label="Loading the agent" />
      </div>
    );
  }
  if (result.error || !detail) {
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        <BackLink />
        <h1 className="text-xl font-bold text-slate-900">Agent</h1>
        <Card>
          <LoadError
            error={result.error}
            what="the agent"
            onRetry={() => void result.refetch()}
            retrying={result.isFetching}
          />
        </Card>
      </div>
    );
  }
  const a = detail.agent;
  return (
    <div className="mx-auto max-w-6xl space-y-4" aria-busy={result.isFetching || undefined}>
      <BackLink />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="min-w-0 text-xl font-bold break-words text-slate-900">
          <bdi>{a.companyName}</bdi>
        </h1>
        <AgentStatusBadge status={a.status} />
      </div>
      <p className="-mt-2 text-sm text-slate-600">
        Agent code {a.agentCode} · {AGENT_ROLE_LABELS[a.role]} · {a.country.countryName}
      </p>
      {staffCan('agents.manage') && (
        <AgentStatusActions
          agent={a}
          subAgentCount={detail.subAgentCount}
          hasDocuments={
            detail.documents.some((d) => d.kind === 'tradeLicense') &&
            detail.documents.some((d) => d.kind === 'taxCertificate')
          }
        />
      )}
      <AgentWalletCard detail={detail} />
      <AgentPayLaterCard detail={detail} />
      <AgentFlagsCard key={a._id} detail={detail} />
      <Profile detail={detail} />
      <Documents documents={detail.documents} />
      <StaffWorkCard subject={{ kind: 'agent', key: a._id }} />
      <AgentTransactions rows={detail.transactions} total={detail.totalTransactions} />
      <ObjectHistory object={{ type: 'agent', id: a._id }} />
    </div>
  );
}
