import { Users, X } from 'lucide-react';
import type { AdminAgentRow } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { formatAed, formatDate } from '../../../lib/format';
import { AppLink } from '../../../lib/nav';
import { useDebounced } from '../../../lib/use-debounced';
import { ListFrame } from '../components/list-frame';
import { StackedTable } from '../components/stacked-table';
import { useUrlFilters } from '../lib/use-url-filters';
import { AGENT_ROLE_LABELS, AGENT_STATUS_LABELS, AgentStatusBadge } from './agent-labels';
import { ExportButton } from '../components/export-button';
import { useAdminAgentsQuery, type AdminAgentListArgs } from './agents.api';
import { TableHead } from '../components/table-head';

const AGENTS_PAGE_SIZE = 20;
const FILTER_KEYS = ['search', 'status', 'role'] as const;

const STATUS_OPTIONS = Object.entries(AGENT_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const ROLE_OPTIONS = Object.entries(AGENT_ROLE_LABELS).map(([value, label]) => ({ value, label }));

const agentPath = (a: AdminAgentRow) => `/admin/agents/${a._id}`;

function ParentLine({ agent }: { agent: AdminAgentRow }) {
  if (!agent.parent) return <span className="text-slate-500">—</span>;
  return (
    <span>
      <bdi>{agent.parent.companyName}</bdi> <span className="text-slate-500">({agent.parent.agentCode})</span>
    </span>
  );
}

/** Wide screens: one table row per agent. */
function AgentsTable({ rows }: { rows: AdminAgentRow[] }) {
  return (
    <>
      <TableHead
        cell="px-4 py-2.5"
        columns={[
          'Agent',
          'Contact',
          'Role / parent',
          'Status',
          { label: 'Balance', right: true },
          { label: 'Credit limit', right: true },
          'Registered',
        ]}
      />
      <tbody className="divide-y divide-slate-100">
        {rows.map((a) => (
          <tr key={a._id} className="align-top hover:bg-slate-50">
            <td className="px-4 py-3">
              <AppLink to={agentPath(a)} className="font-semibold text-brand-700 hover:underline">
                {a.companyName}
              </AppLink>
              <div className="text-xs text-slate-600">
                Code {a.agentCode} · {a.country}
              </div>
            </td>
            <td className="px-4 py-3">
              <div>
                <bdi>{a.name}</bdi>
              </div>
              <div className="text-xs whitespace-nowrap text-slate-600">{a.email}</div>
            </td>
            <td className="px-4 py-3">
              <div>{AGENT_ROLE_LABELS[a.role]}</div>
              <div className="text-xs">
                <ParentLine agent={a} />
              </div>
            </td>
            <td className="px-4 py-3">
              <AgentStatusBadge status={a.status} />
            </td>
            <td className="px-4 py-3 text-end whitespace-nowrap tabular-nums">{formatAed(a.balance)}</td>
            <td className="px-4 py-3 text-end whitespace-nowrap tabular-nums">
              {formatAed(a.creditLimit)}
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{formatDate(a.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

/** Small screens: one stacked card per agent. */
function AgentsCards({ rows }: { rows: AdminAgentRow[] }) {
  return (
    <>
      {rows.map((a) => (
        <li key={a._id} className="space-y-1 px-4 py-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <AppLink
              to={agentPath(a)}
              className="min-w-0 font-semibold break-words text-brand-700 hover:underline"
            >
              {a.companyName}
            </AppLink>
            <AgentStatusBadge status={a.status} />
          </div>
          <p className="text-xs text-slate-600">
            Code {a.agentCode} · {AGENT_ROLE_LABELS[a.role]} · {a.country} · {formatDate(a.createdAt)}
          </p>
          <p className="break-all">
            <bdi>{a.name}</bdi> · <span className="text-slate-600">{a.email}</span>
          </p>
          {a.parent && (
            <p className="text-xs">
              Parent: <ParentLine agent={a} />
            </p>
          )}
          <p className="text-xs text-slate-700">
            Balance {formatAed(a.balance)} · Credit limit {formatAed(a.creditLimit)}
          </p>
        </li>
      ))}
    </>
  );
}

/** /admin/agents: resellers and sub-agents, newest first, filtered from the URL query. */
export function AdminAgentsPage() {
  const filters = useUrlFilters(FILTER_KEYS);
  const { values, page } = filters;
  // Typing asks once the typing pauses.
  const search = useDebounced(values.search.trim(), 400);
  const args: AdminAgentListArgs = { skip: (page - 1) * AGENTS_PAGE_SIZE, limit: AGENTS_PAGE_SIZE };
  if (search) args.search = search;
  if (Object.hasOwn(AGENT_STATUS_LABELS, values.status)) args.status = values.status;
  if (Object.hasOwn(AGENT_ROLE_LABELS, values.role)) args.role = values.role;
  const result = useAdminAgentsQuery(args, { refetchOnMountOrArgChange: 30 });
  const rows = result.data?.agents;
  const total = result.data?.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-xl font-bold text-slate-900">Agents</h1>
          <p className="mt-0.5 text-sm text-slate-600">
            Resellers and sub-agents, newest first. Open an agent to approve it, change its access, credit
            limit, modules or wallet.
          </p>
        </div>
        <ExportButton path="/admin/agents/export" params={{ ...args }} fileName="agents.xlsx" what="agents" />
      </div>
      <Card className="p-4">
        <form
          role="search"
          aria-label="Filter agents"
          className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
          onSubmit={(e) => e.preventDefault()}
        >
          <Field label="Search">
            <Input
              type="search"
              value={values.search}
              maxLength={100}
              placeholder="Agent code, company, name or e-mail"
              onChange={(e) => filters.change({ search: e.target.value })}
            />
          </Field>
          <Field label="Status">
            <Select
              value={values.status}
              placeholder="All statuses"
              options={STATUS_OPTIONS}
              onChange={(e) => filters.change({ status: e.target.value })}
            />
          </Field>
          <Field label="Role">
            <Select
              value={values.role}
              placeholder="All roles"
              options={ROLE_OPTIONS}
              onChange={(e) => filters.change({ role: e.target.value })}
            />
          </Field>
          <div className="flex items-end sm:pt-6">
            <Button
              variant="secondary"
              disabled={!filters.any}
              onClick={filters.clear}
              className="w-full lg:w-auto"
            >
              <X className="size-4" aria-hidden="true" /> Clear
            </Button>
          </div>
        </form>
      </Card>
      <ListFrame
        query={result}
        loadingLabel="Loading agents"
        skeletonRows={6}
        what="the agents"
        empty={
          !rows || rows.length === 0 ? (
            <EmptyState
              icon={<Users className="size-7" />}
              title={
                total > 0
                  ? 'This page is empty'
                  : filters.any
                    ? 'No agent matches these filters'
                    : 'No agents yet'
              }
              description={
                total > 0
                  ? `There are ${total} agent(s) on earlier pages.`
                  : filters.any
                    ? 'Change or clear the filters.'
                    : 'Agents who register or are created show here.'
              }
              action={
                total > 0 ? (
                  <Button variant="secondary" onClick={() => filters.goTo(1)}>
                    Go to the first page
                  </Button>
                ) : filters.any ? (
                  <Button variant="secondary" onClick={filters.clear}>
                    Clear the filters
                  </Button>
                ) : undefined
              }
            />
          ) : null
        }
        paging={{
          page,
          pageSize: AGENTS_PAGE_SIZE,
          total,
          label: 'Agent pages',
          onPageChange: filters.goTo,
        }}
      >
        {rows && (
          <StackedTable label="Agents" from="md" cards={<AgentsCards rows={rows} />}>
            <AgentsTable rows={rows} />
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
