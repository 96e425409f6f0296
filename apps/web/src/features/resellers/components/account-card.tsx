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
import { useT } from '../../../lib/i18n';

type Confirm = 'status' | 'reset' | null;

/** Disable / enable, reset password, and the way to the sub-agent's markups. */
export function AccountCard({ agent }: { agent: AgentRecord }) {
  const t = useT();
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
      toast.success(
        active
          ? t('resellers.subAgentDisabled', 'Sub-agent disabled')
          : t('resellers.subAgentEnabled', 'Sub-agent enabled'),
        result.data.message,
      );
      setConfirm(null);
    } else if (confirm === 'reset') {
      const result = await resetPassword(agent._id);
      if ('error' in result) return setError(errorMessage(result.error));
      setConfirm(null);
      setRevealed({
        title: t('resellers.newPassword', 'New password'),
        agentCode: result.data.agentCode,
        email: result.data.email,
        password: result.data.password,
      });
    }
  };

  return (
    <Card>
      <CardHeader title={t('resellers.account', 'Account')} />
      <CardBody className="space-y-3">
        <Link
          to={`/markup/attraction?subAgent=${agent._id}`}
          className={buttonClasses('secondary', 'md', 'w-full justify-start')}
        >
          <Percent className="size-4" aria-hidden="true" />
          {t('resellers.subAgentMarkups', 'Sub-agent markups')}
        </Link>
        <Button
          variant="secondary"
          className="w-full justify-start"
          onClick={() => setConfirm('reset')}
          disabled={!active}
          title={active ? undefined : t('resellers.enableTheSubAgent', 'Enable the sub-agent first')}
        >
          <KeyRound className="size-4" aria-hidden="true" />
          {t('resellers.resetPassword', 'Reset password')}
        </Button>
        <Button
          variant={active ? 'danger' : 'primary'}
          className="w-full justify-start"
          onClick={() => setConfirm('status')}
        >
          <Power className="size-4" aria-hidden="true" />
          {active
            ? t('resellers.disableSubAgent', 'Disable sub-agent')
            : t('resellers.enableSubAgent', 'Enable sub-agent')}
        </Button>
      </CardBody>

      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) closeConfirm();
        }}
        title={
          confirm === 'reset'
            ? t('resellers.resetThePassword', 'Reset the password?')
            : active
              ? t('resellers.disableThisSubAgent', 'Disable this sub-agent?')
              : t('resellers.enableThisSubAgent', 'Enable this sub-agent?')
        }
        description={agent.companyName}
        footer={
          <>
            <Button variant="secondary" onClick={closeConfirm} disabled={busy}>
              {t('resellers.cancel', 'Cancel')}
            </Button>
            <Button
              variant={confirm === 'status' && active ? 'danger' : 'primary'}
              onClick={() => void run()}
              loading={busy}
            >
              {confirm === 'reset'
                ? t('resellers.resetPassword', 'Reset password')
                : active
                  ? t('resellers.disable', 'Disable')
                  : t('resellers.enable', 'Enable')}
            </Button>
          </>
        }
      >
        <div className="space-y-3 pb-4 text-sm text-slate-700">
          <p>
            {confirm === 'reset'
              ? t(
                  'resellers.aNewPasswordIs',
                  'A new password is generated and e-mailed to the sub-agent. Its current password stops working and it is signed out everywhere.',
                )
              : active
                ? t(
                    'resellers.theSubAgentIs',
                    'The sub-agent is signed out at once and cannot sign in until you enable it again. Its wallet is kept.',
                  )
                : t('resellers.theSubAgentCan', 'The sub-agent can sign in again with its current password.')}
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
