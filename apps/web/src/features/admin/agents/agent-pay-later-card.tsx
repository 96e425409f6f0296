import { useState, type FormEvent } from 'react';
import type { AdminAgentDetailAnswer } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { formatAed } from '../../../lib/format';
import { AppLink } from '../../../lib/nav';
import { useToast } from '../../../lib/use-toast';
import { OutcomeLine } from '../components/confirm-dialog';
import { unpaidOrdersOf } from '../dashboard/pay-later-exposure';
import { checkLimit } from './agent-wallet-card';
import { useSetAdminAgentPayLaterLimitMutation } from './agents.api';
import { useStaffCan } from '../lib/staff-permissions';

type Detail = AdminAgentDetailAnswer;

/**
 * The agent's cap on open (unpaid) pay-later bookings: what is open against it, and the form that
 * sets the agent's own cap or puts it back to the company default.
 */
export function AgentPayLaterCard({ detail }: { detail: Detail }) {
  const toast = useToast();
  const [save, state] = useSetAdminAgentPayLaterLimitMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const p = detail.payLater;
  const changes = useStaffCan()('finance.credit');

  const send = async (payLaterLimit: string | null) => {
    setOutcome(null);
    const result = await save({ id: detail.agent._id, payLaterLimit });
    if (result.error) {
      const fields = fieldErrors(result.error);
      if (fields.payLaterLimit?.[0]) return setProblem(fields.payLaterLimit[0]);
      return setOutcome({ ok: false, text: errorMessage(result.error) });
    }
    setText('');
    setProblem(undefined);
    setOutcome({ ok: true, text: `${result.data.message}.` });
    toast.success('Pay-later limit saved', result.data.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkLimit(text, 'Enter the pay-later limit in AED (0: no pay later)');
    if (!check.ok) return setProblem(check.message);
    setProblem(undefined);
    void send(text.trim());
  };

  const figures: [string, string][] = [
    ['Limit', `${formatAed(p.limit)}${p.ownLimit === null ? ' (company default)' : ''}`],
    ['Open (unpaid)', formatAed(p.openValue)],
    ['Left', formatAed(Math.max(0, p.limit - p.openValue))],
  ];
  return (
    <Card>
      <CardHeader
        title="Pay later"
        description="Pay-later bookings hold inventory without money; their open value is capped per agent."
      />
      <CardBody className="space-y-4">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="agent-pay-later">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {p.openCount > 0 && (
          <AppLink
            to={unpaidOrdersOf(detail.agent.agentCode)}
            className="inline-block text-sm font-medium text-brand-700 underline"
          >
            {p.openCount === 1 ? '1 unpaid booking' : `${p.openCount} unpaid bookings`} on the bookings desk
          </AppLink>
        )}
        {changes && (
          <form onSubmit={submit} noValidate className="space-y-3" aria-label="Pay-later limit">
            <div className="flex flex-wrap items-start gap-2">
              <Field
                label="New pay-later limit (AED)"
                error={problem}
                hint={`Company default ${formatAed(p.defaultLimit)}; 0 allows no pay later.`}
                className="min-w-0 flex-1 basis-48"
              >
                <Input
                  inputMode="decimal"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder="e.g. 10000"
                />
              </Field>
              <Button type="submit" className="mt-7" loading={state.isLoading}>
                Set pay-later limit
              </Button>
              {p.ownLimit !== null && (
                <Button
                  type="button"
                  variant="secondary"
                  className="mt-7"
                  disabled={state.isLoading}
                  onClick={() => void send(null)}
                >
                  Use company default
                </Button>
              )}
            </div>
            <OutcomeLine outcome={outcome} />
          </form>
        )}
      </CardBody>
    </Card>
  );
}
