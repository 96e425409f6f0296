import { useState } from 'react';
import type { AdminAgentDetailAnswer } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { useRejectAgentMutation } from '../work/work.api';
import { useSendAdminAgentPasswordResetMutation, useSetAdminAgentStatusMutation } from './agents.api';
import { ConfirmDialog, OutcomeLine } from '../components/confirm-dialog';

type Agent = AdminAgentDetailAnswer['agent'];
type Action = 'approve' | 'reject' | 'enable' | 'disable' | 'reset';

/** What a status change does to the sub-agents of a reseller (they work only while it is active). */
const subAgentsWord = (n: number) => (n === 1 ? 'Its sub-agent' : `Its ${n} sub-agents`);

const ACTIONS: Record<
  Action,
  {
    button: string;
    title: string;
    confirm: string;
    danger?: boolean;
    explain: (a: Agent, subAgents: number) => string;
  }
> = {
  approve: {
    button: 'Approve',
    title: 'Approve this agent?',
    confirm: 'Approve',
    explain: (a) =>
      `${a.companyName} (${a.agentCode}) becomes active and can sign in. ${a.email} gets an e-mail saying so.`,
  },
  reject: {
    button: 'Reject',
    title: 'Reject this registration?',
    confirm: 'Reject',
    danger: true,
    explain: (a) =>
      `${a.companyName} (${a.agentCode}) cannot sign in. ${a.email} gets an e-mail with the reason you give, which is also kept as a note.`,
  },
  enable: {
    button: 'Enable',
    title: 'Enable this agent again?',
    confirm: 'Enable',
    explain: (a, subAgents) =>
      `${a.companyName} (${a.agentCode}) becomes active and can sign in again. No e-mail is sent.` +
      (subAgents > 0
        ? ` ${subAgentsWord(subAgents)} can sign in again too, except any disabled on ${subAgents === 1 ? 'its' : 'their'} own.`
        : ''),
  },
  disable: {
    button: 'Disable',
    title: 'Disable this agent?',
    confirm: 'Disable',
    danger: true,
    explain: (a, subAgents) =>
      `${a.companyName} (${a.agentCode}) can no longer sign in, and every open session of the agent ends now.` +
      (subAgents > 0
        ? ` ${subAgentsWord(subAgents)} ${subAgents === 1 ? 'is' : 'are'} signed out too and cannot sign in or book until this agent is enabled again.`
        : ''),
  },
  reset: {
    button: 'Send password reset link',
    title: 'Send a password reset link?',
    confirm: 'Send link',
    explain: (a) =>
      `${a.email} gets an e-mail with a link to choose a new password (valid one hour). The current password keeps working until then; you never see the password.`,
  },
};

/** The actions a status allows (the API refuses the others with 409). */
function actionsFor(status: Agent['status']): Action[] {
  if (status === 'pending') return ['approve', 'reject', 'disable'];
  if (status === 'ok') return ['disable', 'reset'];
  return ['enable'];
}

/**
 * Approve, enable or disable the agent, or mail it a reset link; each after a confirmation that says
 * what happens to a reseller's sub-agents. A sub-agent of an inactive reseller is told it cannot work.
 */
export function AgentStatusActions({
  agent,
  subAgentCount,
  hasDocuments,
}: {
  agent: Agent;
  subAgentCount: number;
  /** Both registration documents (trade licence, tax certificate) are uploaded. */
  hasDocuments: boolean;
}) {
  const toast = useToast();
  const [setStatus, statusState] = useSetAdminAgentStatusMutation();
  const [sendReset, resetState] = useSendAdminAgentPasswordResetMutation();
  const [reject, rejectState] = useRejectAgentMutation();
  const [asking, setAsking] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const busy = statusState.isLoading || resetState.isLoading || rejectState.isLoading;
  /** Rejecting always asks why; approving asks why when the agent uploaded no documents. */
  const asksReason = asking === 'reject' || (asking === 'approve' && !hasDocuments);

  const run = async (action: Action) => {
    setError(null);
    const given = reason.trim();
    if (asksReason && given.length < 3) return setReasonError('Give a reason of at least 3 characters');
    setReasonError(undefined);
    const result =
      action === 'reset'
        ? await sendReset(agent._id)
        : action === 'reject'
          ? await reject({ id: agent._id, reason: given })
          : await setStatus({
              id: agent._id,
              status: action === 'disable' ? 'disabled' : 'ok',
              ...(asksReason ? { reason: given } : {}),
            });
    if (result.error) return setError(errorMessage(result.error));
    setAsking(null);
    setOutcome({ ok: true, text: result.data.message });
    toast.success(action === 'reset' ? 'Link sent' : 'Status changed', result.data.message);
  };

  const current = asking ? ACTIONS[asking] : null;
  return (
    <Card>
      <CardHeader title="Access" description="Approve, disable or enable the agent's account." />
      <CardBody className="space-y-3">
        {agent.parent && agent.parent.status !== 'ok' && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Its reseller {agent.parent.companyName} ({agent.parent.agentCode}) is{' '}
            {agent.parent.status === 'pending' ? 'not approved yet' : agent.parent.status}: this sub-agent
            cannot sign in or book until the reseller is active again.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {actionsFor(agent.status).map((action) => (
            <Button
              key={action}
              variant={ACTIONS[action].danger ? 'danger' : action === 'reset' ? 'secondary' : 'primary'}
              onClick={() => {
                setError(null);
                setOutcome(null);
                setReason('');
                setReasonError(undefined);
                setAsking(action);
              }}
            >
              {ACTIONS[action].button}
            </Button>
          ))}
        </div>
        <OutcomeLine outcome={outcome} />
      </CardBody>
      <ConfirmDialog
        open={current !== null}
        title={current?.title ?? ''}
        confirmLabel={current?.confirm ?? ''}
        variant={current?.danger ? 'danger' : 'primary'}
        busy={busy}
        error={error}
        onConfirm={() => asking && void run(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>{current?.explain(agent, subAgentCount)}</p>
        {asking === 'approve' && !hasDocuments && (
          <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            This agent has not uploaded its trade licence and tax certificate.
          </p>
        )}
        {asksReason && (
          <Field
            className="mt-3"
            label={
              asking === 'reject'
                ? 'Reason (e-mailed to the agent)'
                : 'Reason for approving without documents'
            }
            required
            error={reasonError}
            hint="3-500 characters; kept as a note on the agent"
          >
            <Textarea rows={3} maxLength={550} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
        )}
      </ConfirmDialog>
    </Card>
  );
}
