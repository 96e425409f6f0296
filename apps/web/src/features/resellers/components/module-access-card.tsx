import type { ModuleFlag } from '@portal/domain';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { moduleLabel } from '../../../lib/module-labels';
import { useToast } from '../../../lib/use-toast';
import { useSubAgentConfigurationQuery, useUpdateSubAgentConfigurationMutation } from '../api/resellers.api';
import { enabledCountAfter, moduleAccessRows } from '../lib/module-access';
import { LoadError } from '../../../components/load-error';
import { useT } from '../../../lib/i18n';

function Switch({
  checked,
  disabled,
  label,
  describedBy,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  label: string;
  describedBy?: string;
  onChange: (on: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        'disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-brand-700' : 'bg-slate-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0.5 rtl:-translate-x-0.5',
        )}
      />
    </button>
  );
}

/** One switch per module; a module the parent lacks is shown off and locked (the API refuses it too). */
export function ModuleAccessCard({ subAgentId, skip }: { subAgentId: string; skip: boolean }) {
  const t = useT();
  const toast = useToast();
  const config = useSubAgentConfigurationQuery(subAgentId, { skip, refetchOnMountOrArgChange: true });
  const [save, saving] = useUpdateSubAgentConfigurationMutation();

  const rows = (
    config.data ? moduleAccessRows(config.data.configuration, config.data.parentConfiguration) : []
  ).map((row) => ({ ...row, label: moduleLabel(t, row.module, row.label) }));

  const flip = async (flag: ModuleFlag, label: string, on: boolean) => {
    if (!on && enabledCountAfter(rows, flag, on) === 0) {
      toast.error(
        t('resellers.keepOneModule', 'Keep one module on'),
        t(
          'resellers.noModulesNoSignIn',
          'A sub-agent without modules cannot sign in. Disable the sub-agent instead.',
        ),
      );
      return;
    }
    const result = await save({ subAgentId, [flag]: on });
    if ('error' in result)
      toast.error(t('resellers.moduleAccessNotSaved', 'Module access not saved'), errorMessage(result.error));
    else
      toast.success(
        t('resellers.moduleAccessSaved', 'Module access saved'),
        t('resellers.labelValueForThis', '{label} {value} for this sub-agent', {
          label,
          value: on ? 'enabled' : 'disabled',
        }),
      );
  };

  return (
    <Card>
      <CardHeader
        title={t('resellers.moduleAccess', 'Module access')}
        description={t('resellers.whatTheSubAgent', 'What the sub-agent can see and book.')}
      />
      <CardBody>
        {config.isLoading ? (
          <SkeletonList rows={4} label={t('resellers.loadingModuleAccess', 'Loading module access')} />
        ) : !config.data ? (
          <LoadError
            error={config.error}
            what={t('moduleAccess.what', 'module access')}
            onRetry={() => void config.refetch()}
            retrying={config.isFetching}
          />
        ) : (
          <ul className="divide-y divide-slate-100" aria-busy={saving.isLoading}>
            {rows.map((row) => {
              const noteId = `module-note-${row.flag}`;
              return (
                <li key={row.flag} className="flex items-center justify-between gap-4 py-3">
                  <div className="min-w-0">
                    <p
                      className={cn(
                        'text-sm font-medium',
                        row.available ? 'text-slate-900' : 'text-slate-500',
                      )}
                    >
                      {row.label}
                    </p>
                    {!row.available && (
                      <p id={noteId} className="text-xs text-slate-500">
                        {t(
                          'resellers.yourAccountDoesNot',
                          'Your account does not have this module, so a sub-agent cannot get it.',
                        )}
                      </p>
                    )}
                  </div>
                  <Switch
                    label={row.label}
                    checked={row.on}
                    disabled={!row.available || saving.isLoading || config.isFetching}
                    describedBy={row.available ? undefined : noteId}
                    onChange={(on) => void flip(row.flag, row.label, on)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
