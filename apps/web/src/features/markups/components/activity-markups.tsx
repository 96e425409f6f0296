import type { ActivityMarkupsDto } from '@portal/contracts';
import { useAppSelector } from '../../../app/store';
import {
  useDeleteClientMarkupMutation,
  useDeleteSubAgentMarkupMutation,
  useUpsertClientMarkupMutation,
  useUpsertSubAgentMarkupMutation,
} from '../api/markups.api';
import { subAgentRowsFor } from '../lib/sub-agent-filter';
import { MarkupEditor } from './markup-editor';
import { useMarkupCalls } from '../lib/use-markup-calls';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/**
 * One activity: the agent's client markup and, for a reseller, one markup per sub-agent (only
 * `subAgentId`'s, opened, when the page is narrowed to one sub-agent).
 */
export function ActivityMarkups({
  activity,
  subAgentId = null,
}: {
  activity: ActivityMarkupsDto;
  subAgentId?: string | null;
}) {
  const t = useT();
  const fmt = useFormats();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const [saveClient, clientSave] = useUpsertClientMarkupMutation();
  const [deleteClient, clientDelete] = useDeleteClientMarkupMutation();
  const [saveSub, subSave] = useUpsertSubAgentMarkupMutation();
  const [deleteSub, subDelete] = useDeleteSubAgentMarkupMutation();
  const format = (minor: number) => fmt.price(minor, currency);
  const subAgents = subAgentRowsFor(activity.subAgents, subAgentId);

  const { run, remove } = useMarkupCalls();

  return (
    <li className="py-3" data-testid="activity-markups">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-slate-900">{activity.name}</p>
        <p className="text-xs text-slate-500">
          {activity.base === 'person'
            ? t('markups.yourPricePerAdult', 'Your price per adult:')
            : activity.base === 'private'
              ? t('markups.yourPricePerVehicle', 'Your price per vehicle:')
              : t('markups.yourPricePerVehicleHour', 'Your price per vehicle-hour:')}{' '}
          <span className="font-semibold text-slate-700 tabular-nums">
            {format(activity.preview.agentPrice)}
          </span>
        </p>
      </div>
      <MarkupEditor
        key={`${activity.clientMarkup?._id ?? 'none'}-${activity.clientMarkup?.value ?? ''}`}
        label={t('markups.clientMarkupForName', 'Client markup for {name}', { name: activity.name })}
        stored={activity.clientMarkup}
        base={activity.preview.agentPrice}
        format={format}
        previewLabel={t('markups.clientPrice', 'Client price')}
        saving={clientSave.isLoading}
        deleting={clientDelete.isLoading}
        onSave={(check, text) =>
          void run(
            () => saveClient({ activityId: activity._id, markupType: check.type, markup: text }),
            t('markups.clientMarkupOfName', 'Client markup of {name} saved', { name: activity.name }),
          )
        }
        onDelete={(id) => remove(() => deleteClient(id), activity.name)}
      />
      {subAgents.length > 0 && (
        <details className="mt-2 rounded-lg bg-slate-50 px-3 py-2" open={subAgentId !== null}>
          <summary className="cursor-pointer text-sm font-medium text-slate-700">
            {subAgentId
              ? t('markups.markupOfValueValue2', 'Markup of {value}{value2}', {
                  value: subAgents[0]?.name ?? '',
                  value2: subAgents[0]?.markup ? '' : ' (not set)',
                })
              : t('markups.subAgentMarkupsValue', 'Sub-agent markups ({value} of {subAgentsCount} set)', {
                  value: subAgents.filter((s) => s.markup).length,
                  subAgentsCount: subAgents.length,
                })}
          </summary>
          <ul className="mt-2 space-y-3">
            {subAgents.map((sub) => (
              <li key={sub.subAgentId}>
                <p className="mb-1 text-sm text-slate-700">{sub.name}</p>
                <MarkupEditor
                  key={`${sub.markup?._id ?? 'none'}-${sub.markup?.value ?? ''}`}
                  label={t('markups.markupOfNameFor', 'Markup of {name} for {name2}', {
                    name: sub.name,
                    name2: activity.name,
                  })}
                  stored={sub.markup}
                  base={activity.preview.agentPrice}
                  format={format}
                  previewLabel={t('markups.namePaysAbout', '{name} pays about', { name: sub.name })}
                  saving={subSave.isLoading}
                  deleting={subDelete.isLoading}
                  onSave={(check, text) =>
                    void run(
                      () =>
                        saveSub({
                          subAgentId: sub.subAgentId,
                          activityId: activity._id,
                          markupType: check.type,
                          markup: text,
                        }),
                      t('markups.markupOfNameFor2', 'Markup of {name} for {name2} saved', {
                        name: sub.name,
                        name2: activity.name,
                      }),
                    )
                  }
                  onDelete={(id) => remove(() => deleteSub(id), activity.name)}
                />
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
