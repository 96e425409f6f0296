import { useState } from 'react';
import { useSubAgentModulesOnMutation } from '../work/work.api';
import { ADMIN_AGENT_FLAGS, type AdminAgentDetailAnswer, type AdminAgentFlag } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { AGENT_FLAG_LABELS } from './agent-labels';
import { useSetAdminAgentFlagsMutation } from './agents.api';
import { ConfirmDialog, OutcomeLine } from '../components/confirm-dialog';
import { useStaffCan } from '../lib/staff-permissions';

type Flags = Record<AdminAgentFlag, boolean>;

/** Module flags as switches; saving asks first (it changes what the agent may enter). */
export function AgentFlagsCard({ detail }: { detail: AdminAgentDetailAnswer }) {
  const toast = useToast();
  const [save, state] = useSetAdminAgentFlagsMutation();
  const stored = detail.configuration;
  const changes = useStaffCan()('agents.manage');
  const initial = (): Flags =>
    Object.fromEntries(ADMIN_AGENT_FLAGS.map((f) => [f, stored ? stored[f] : false])) as Flags;
  const [flags, setFlags] = useState<Flags>(initial);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  /** Modules just switched back on for a reseller with sub-agents: offered for the sub-agents too. */
  const [offer, setOffer] = useState<AdminAgentFlag[]>([]);
  // Without a configuration every flag is sent, so the new row holds exactly what is shown.
  const changed = ADMIN_AGENT_FLAGS.filter((f) => !stored || stored[f] !== flags[f]);

  const confirm = async () => {
    setError(null);
    const body = Object.fromEntries(changed.map((f) => [f, flags[f]]));
    const result = await save({ id: detail.agent._id, flags: body });
    if (result.error) return setError(errorMessage(result.error));
    setAsking(false);
    const switchedOn = changed.filter((f) => flags[f] && (!stored || !stored[f]));
    setOffer(detail.agent.role === 'reseller' && detail.subAgentCount > 0 ? switchedOn : []);
    setFlags(result.data.configuration);
    const clamped = result.data.subAgentsChecked
      ? ` ${result.data.subAgentsChecked} sub-agent(s) checked against these modules.`
      : '';
    setOutcome({ ok: true, text: `${result.data.message}.${clamped}` });
    toast.success('Modules saved', result.data.message);
  };

  return (
    <Card>
      <CardHeader
        title="Modules"
        description={
          stored
            ? 'What the agent may use. A sub-agent loses a module its parent loses.'
            : 'No configuration yet: the agent cannot enter any module until you save one.'
        }
      />
      <CardBody className="space-y-4">
        <fieldset>
          <legend className="sr-only">Modules the agent may use</legend>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {ADMIN_AGENT_FLAGS.map((f) => (
              <li key={f}>
                <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={flags[f]}
                    disabled={!changes}
                    onChange={(e) => {
                      setOutcome(null);
                      setFlags({ ...flags, [f]: e.target.checked });
                    }}
                    className="size-4 accent-brand-700"
                  />
                  {AGENT_FLAG_LABELS[f]}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {changes && (
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={changed.length === 0}
              onClick={() => {
                setError(null);
                setAsking(true);
              }}
            >
              Save modules
            </Button>
            <Button
              variant="ghost"
              disabled={changed.length === 0 || !stored}
              onClick={() => setFlags(initial())}
            >
              Undo changes
            </Button>
          </div>
        )}
        <OutcomeLine outcome={outcome} />
        {offer.length > 0 && (
          <SubAgentsOffer
            agentId={detail.agent._id}
            subAgentCount={detail.subAgentCount}
            flags={offer}
            onClose={() => setOffer([])}
          />
        )}
      </CardBody>
      <ConfirmDialog
        open={asking}
        title="Change the agent's modules?"
        confirmLabel="Save modules"
        busy={state.isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>
          {detail.agent.companyName} ({detail.agent.agentCode}):
        </p>
        <ul className="list-disc ps-5">
          {changed.map((f) => (
            <li key={f}>
              {AGENT_FLAG_LABELS[f]}: {flags[f] ? 'on' : 'off'}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </Card>
  );
}

/** After switching modules back on for a reseller: the same for its sub-agents, if staff want it. */
function SubAgentsOffer({
  agentId,
  subAgentCount,
  flags,
  onClose,
}: {
  agentId: string;
  subAgentCount: number;
  flags: AdminAgentFlag[];
  onClose: () => void;
}) {
  const [switchOn, state] = useSubAgentModulesOnMutation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const names = flags.map((f) => AGENT_FLAG_LABELS[f]).join(', ');
  const run = async () => {
    setError(null);
    const result = await switchOn({ id: agentId, flags });
    if (result.error) return setError(errorMessage(result.error));
    toast.success('Sub-agents updated', result.data.message);
    onClose();
  };
  return (
    <div
      className="rounded-lg border border-sky-300 bg-sky-50 px-3 py-3 text-sm text-sky-950"
      role="region"
      aria-label="Sub-agents"
    >
      <p>
        Switch {names} back on for its {subAgentCount === 1 ? 'sub-agent' : `${subAgentCount} sub-agents`}{' '}
        too? They lost {flags.length === 1 ? 'it' : 'them'} when the reseller did.
      </p>
      {error && (
        <p role="alert" className="mt-1 text-red-700">
          {error}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" loading={state.isLoading} onClick={() => void run()}>
          Switch on for sub-agents
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Leave them as they are
        </Button>
      </div>
    </div>
  );
}
