import { useState, type FormEvent } from 'react';
import type { AdminAgentDetailAnswer } from '@portal/contracts';
import { checkMajorAmount } from '@portal/domain';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { formatAed, formatAedMinor } from '../../../lib/format';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useToast } from '../../../lib/use-toast';
import { useAdjustAdminAgentWalletMutation, useSetAdminAgentCreditLimitMutation } from './agents.api';
import { ConfirmDialog, OutcomeLine } from '../components/confirm-dialog';
import { useStaffCan } from '../lib/staff-permissions';

type Detail = AdminAgentDetailAnswer;
type Outcome = { ok: boolean; text: string } | null;

const agentName = (a: Detail['agent']) => `${a.companyName} (${a.agentCode})`;

/** A limit as typed (credit, pay later): zero, otherwise a positive amount with two decimals at most. */
export function checkLimit(
  text: string,
  empty = 'Enter the credit limit in AED (0 removes credit)',
): { ok: true; minor: number } | { ok: false; message: string } {
  const value = text.trim();
  if (!value) return { ok: false, message: empty };
  if (/^0+(\.0{1,2})?$/.test(value)) return { ok: true, minor: 0 };
  return checkMajorAmount(value);
}

function WalletFigures({ wallet }: { wallet: Detail['wallet'] }) {
  const figures: [string, number][] = [
    ['Balance', wallet.balance],
    ['Credit limit', wallet.creditLimit],
    ['Credit used', wallet.creditUsed],
    ['Pending (held)', wallet.pendingBalance],
    ['Available to spend', wallet.available],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="agent-wallet">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatAed(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function CreditLimitForm({ detail }: { detail: Detail }) {
  const toast = useToast();
  const [save, state] = useSetAdminAgentCreditLimitMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [asking, setAsking] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const check = checkLimit(text);
    if (!check.ok) return setProblem(check.message);
    setProblem(undefined);
    setError(null);
    setAsking(check.minor);
  };

  const confirm = async () => {
    const result = await save({ id: detail.agent._id, creditLimit: text.trim() });
    if (result.error) {
      const fields = fieldErrors(result.error);
      if (fields.creditLimit?.[0]) {
        setAsking(null);
        return setProblem(fields.creditLimit[0]);
      }
      return setError(errorMessage(result.error));
    }
    setAsking(null);
    setText('');
    setOutcome({ ok: true, text: `${result.data.message}.` });
    toast.success('Credit limit saved', result.data.message);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Credit limit">
      <h3 className="text-sm font-semibold text-slate-900">Credit limit</h3>
      <div className="flex flex-wrap items-start gap-2">
        <Field
          label="New credit limit (AED)"
          error={problem}
          hint={`Now ${formatAed(detail.wallet.creditLimit)}; 0 removes credit.`}
          className="min-w-0 flex-1 basis-48"
        >
          <Input
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="e.g. 5000"
          />
        </Field>
        <Button type="submit" className="mt-7">
          Set limit
        </Button>
      </div>
      <OutcomeLine outcome={outcome} />
      <ConfirmDialog
        open={asking !== null}
        title="Change the credit limit?"
        confirmLabel="Set credit limit"
        busy={state.isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>
          The credit limit of {agentName(detail.agent)} changes from{' '}
          <strong>{formatAed(detail.wallet.creditLimit)}</strong> to{' '}
          <strong>{formatAedMinor(asking ?? 0)}</strong>. The change is written to the agent's statement.
        </p>
      </ConfirmDialog>
    </form>
  );
}

function AdjustmentForm({ detail }: { detail: Detail }) {
  const toast = useToast();
  const [adjust, state] = useAdjustAdminAgentWalletMutation();
  const attempt = useIdempotentAttempt();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const [asking, setAsking] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const check = checkMajorAmount(amount.trim() || '');
    const next: typeof problems = {};
    if (!amount.trim()) next.amount = 'Enter the amount in AED';
    else if (!check.ok) next.amount = check.message;
    if (reason.trim().length < 3) next.reason = 'Give a reason of at least 3 characters';
    setProblems(next);
    if (next.amount || next.reason || !check.ok) return;
    setError(null);
    setAsking(check.minor);
  };

  const confirm = async () => {
    const body = { agentId: detail.agent._id, direction, amount: amount.trim(), reason: reason.trim() };
    // One key per submission; a retry after an unknown outcome reuses it (the server answers once).
    const idempotencyKey = attempt.keyFor(JSON.stringify(body));
    const result = await adjust({ ...body, idempotencyKey });
    attempt.settle(result.error ?? null);
    if (result.error) {
      const fields = fieldErrors(result.error);
      if (fields.amount?.[0] || fields.reason?.[0]) {
        setAsking(null);
        return setProblems({ amount: fields.amount?.[0], reason: fields.reason?.[0] });
      }
      return setError(errorMessage(result.error));
    }
    const done = `${direction === 'credit' ? 'Credited' : 'Debited'} ${formatAedMinor(asking ?? 0)}; balance now ${formatAed(result.data.balance)}, available ${formatAed(result.data.available)}.`;
    setAsking(null);
    setAmount('');
    setReason('');
    setOutcome({ ok: true, text: done });
    toast.success('Wallet adjusted', done);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Wallet adjustment">
      <h3 className="text-sm font-semibold text-slate-900">Adjust the wallet</h3>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Direction</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(['credit', 'debit'] as const).map((d) => (
            <label key={d} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name="direction"
                value={d}
                checked={direction === d}
                onChange={() => setDirection(d)}
                className="size-4 accent-brand-700"
              />
              {d === 'credit' ? 'Credit (add money)' : 'Debit (take money)'}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Amount (AED)" error={problems.amount} required>
        <Input
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder="e.g. 250.00"
        />
      </Field>
      <Field label="Reason" error={problems.reason} required hint="Shown in the agent's statement.">
        <Textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <Button type="submit">Review adjustment</Button>
      <OutcomeLine outcome={outcome} />
      <ConfirmDialog
        open={asking !== null}
        title={direction === 'credit' ? 'Credit the wallet?' : 'Debit the wallet?'}
        confirmLabel={direction === 'credit' ? 'Credit wallet' : 'Debit wallet'}
        variant={direction === 'debit' ? 'danger' : 'primary'}
        busy={state.isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>
          {direction === 'credit' ? 'Credit' : 'Debit'} <strong>{formatAedMinor(asking ?? 0)}</strong>{' '}
          {direction === 'credit' ? 'to' : 'from'} the wallet of <strong>{agentName(detail.agent)}</strong>.
        </p>
        <p>Reason: {reason.trim()}</p>
        {direction === 'debit' && (
          <p>A debit takes the balance first, then credit; it is refused beyond what the agent can spend.</p>
        )}
      </ConfirmDialog>
    </form>
  );
}

/** The wallet position with the credit limit and adjustment forms. */
export function AgentWalletCard({ detail }: { detail: Detail }) {
  const staffCan = useStaffCan();
  const limits = staffCan('finance.credit');
  const adjusts = staffCan('finance.wallet');
  return (
    <Card>
      <CardHeader title="Wallet" description="Amounts in AED." />
      <CardBody className="space-y-6">
        <WalletFigures wallet={detail.wallet} />
        {(limits || adjusts) && (
          <div className="grid gap-6 lg:grid-cols-2">
            {limits && <CreditLimitForm detail={detail} />}
            {adjusts && <AdjustmentForm detail={detail} />}
          </div>
        )}
      </CardBody>
    </Card>
  );
}
