import type { AgentRecord } from '@portal/contracts';
import { KeyRound, Percent, Power } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useResetSubAgentPasswordMutation, useSetSubAgentStatusMutation } from '../api/resellers.api';
import { PasswordRevealDialog, type RevealedPassword } from './password-reveal-dialog';

type Confirm = 'status' | 'reset' | null;

/** Disable / enable, reset password, and the way to the sub-agent's markups. */
export function AccountCard({ agent }: { agent: AgentRecord }) {
  const toast = useToast();
  const [setStatus, statusCall] = useSetSubAgentStatusMutation();
  const [resetPassword, resetCall] = useResetSubAgentPasswordMutation();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [error, setError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RevealedPassword | null>(null);
  const active = agent.status === 'ok';
  const busy = statusCall.isLoading || resetCall.isLoading;

  const closeConfirm = () => {
    if (busy) return;
    setConfirm(null);
    setError(null);
  };

  const run = async () => {
    setError(null);
    if (confirm === 'status') {
      const result = await setStatus({ id: agent._id, status: active ? 'disabled' : 'ok' });
      if ('error' in result) return setError(errorMessage(result.error));
      toast.success(active ? 'Sub-agent disabled' : 'Sub-agent enabled', result.data.message);
      setConfirm(null);
    } else if (confirm === 'reset') {
      const result = await resetPassword(agent._id);
      if ('error' in result) return setError(errorMessage(result.error));
      setConfirm(null);
      setRevealed({
        title: 'New password',
        agentCode: result.data.agentCode,
        email: result.data.email,
        password: result.data.password,
      });
    }
  };

  return (
    <Card>
      <CardHeader title="Account" />
      <CardBody className="space-y-3">
        <Link
          to={`/markup/attraction?subAgent=${agent._id}`}
          className={buttonClasses('secondary', 'md', 'w-full justify-start')}
        >
          <Percent className="size-4" aria-hidden="true" />
          Sub-agent markups
        </Link>
        <Button
          variant="secondary"
          className="w-full justify-start"
          onClick={() => setConfirm('reset')}
          disabled={!active}
          title={active ? undefined : 'Enable the sub-agent first'}
        >
          <KeyRound className="size-4" aria-hidden="true" />
          Reset password
        </Button>
        <Button
          variant={active ? 'danger' : 'primary'}
          className="w-full justify-start"
          onClick={() => setConfirm('status')}
        >
          <Power className="size-4" aria-hidden="true" />
          {active ? 'Disable sub-agent' : 'Enable sub-agent'}
        </Button>
      </CardBody>

      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) closeConfirm();
        }}
        title={
          confirm === 'reset'
            ? 'Reset the password?'
            : active
              ? 'Disable this sub-agent?'
              : 'Enable this sub-agent?'
        }
        description={agent.companyName}
        footer={
          <>
            <Button variant="secondary" onClick={closeConfirm} disabled={busy}>
              Cancel
            </Button>
            <Button
              variant={confirm === 'status' && active ? 'danger' : 'primary'}
              onClick={() => void run()}
              loading={busy}
            >
              {confirm === 'reset' ? 'Reset password' : active ? 'Disable' : 'Enable'}
            </Button>
          </>
        }
      >
        <div className="space-y-3 pb-4 text-sm text-slate-700">
          <p>
            {confirm === 'reset'
              ? 'A new password is generated and e-mailed to the sub-agent. Its current password stops working and it is signed out everywhere.'
              : active
                ? 'The sub-agent is signed out at once and cannot sign in until you enable it again. Its wallet is kept.'
                : 'The sub-agent can sign in again with its current password.'}
          </p>
          {error && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
              {error}
            </p>
          )}
        </div>
      </Dialog>
      <PasswordRevealDialog revealed={revealed} onClose={() => setRevealed(null)} />
    </Card>
  );
}
