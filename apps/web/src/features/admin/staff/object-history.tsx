import type { HistoryObject } from '@portal/contracts';
import { LoadError } from '../../../components/load-error';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { AuditRows } from './audit-rows';
import { useObjectHistoryQuery } from './staff.api';

const WHAT: Record<HistoryObject, string> = {
  agent: 'this agent (its record, wallet, requests and orders)',
  order: 'this booking and its lines',
  'visa-application': 'this application and its travellers',
};

/**
 * Every change made to one object (an agent, an order, a visa application) from the audit trail, newest
 * first: the history on the object's own page.
 */
export function ObjectHistory({
  object,
  title = 'History',
}: {
  object: { type: HistoryObject; id: string };
  title?: string;
}) {
  const history = useObjectHistoryQuery(object);
  return (
    <Card>
      <CardHeader title={title} description={`Every change made to ${WHAT[object.type]}, newest first.`} />
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
        <AuditRows rows={history.data.rows} showObject={object.type !== 'agent'} />
      )}
    </Card>
  );
}
