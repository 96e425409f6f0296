import { LoadError } from '../../../components/load-error';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { AuditRows } from './audit-rows';
import { useAgentHistoryQuery } from './staff.api';

/** Every change made to an agent (status, modules, limits, wallet, requests, orders), newest first. */
export function AgentHistory({ agentId }: { agentId: string }) {
  const history = useAgentHistoryQuery(agentId);
  return (
    <Card>
      <CardHeader title="History" description="Every change made to this agent, newest first." />
      {history.isLoading ? (
        <CardBody>
          <SkeletonList rows={2} label="Loading the history" />
        </CardBody>
      ) : history.error ? (
        <CardBody>
          <LoadError error={history.error} what="the history" onRetry={() => void history.refetch()} />
        </CardBody>
      ) : !history.data?.rows.length ? (
        <CardBody>
          <p className="text-sm text-slate-600">No changes yet.</p>
        </CardBody>
      ) : (
        <AuditRows rows={history.data.rows} showObject={false} />
      )}
    </Card>
  );
}
