import type { HotelMarkupDto, HotelMarkupScopeInput, HotelSubAgentMarkupDto } from '@portal/contracts';
import { useAppSelector } from '../../../app/store';
import { useDeleteClientMarkupMutation, useDeleteSubAgentMarkupMutation } from '../api/markups.api';
import {
  useUpsertHotelClientMarkupMutation,
  useUpsertHotelSubAgentMarkupMutation,
} from '../api/hotel-markups.api';
import { subAgentRowsFor } from '../lib/sub-agent-filter';
import { MarkupEditor } from './markup-editor';
import { useMarkupCalls } from '../lib/use-markup-calls';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** A room night the preview uses where no contract price is known (star categories, bedbank-only hotels). */
export const EXAMPLE_ROOM_NIGHT = 50_000;

export interface HotelSubAgentRow {
  subAgentId: string;
  name: string;
  markup: HotelSubAgentMarkupDto | null;
}

interface HotelScopeMarkupsProps {
  scope: HotelMarkupScopeInput;
  /** A star category for scope star, else the hotel or room type id. */
  itemId: string;
  /** What the markup applies to, e.g. "5 stars" or "Atlantis The Palm, Ocean King Room". */
  label: string;
  clientMarkup: HotelMarkupDto | null;
  subAgents: readonly HotelSubAgentRow[];
  /** What the caller pays per room night before its client markup; null when no contract price is known. */
  base: number | null;
  /** Only this sub-agent's markup (the page's ?subAgent=), opened. */
  focusedSubAgentId: string | null;
}

/**
 * The caller's client markup on one star category, hotel or room type and, for a reseller, one markup
 * per sub-agent, each with the price it gives as it is typed.
 */
export function HotelScopeMarkups(props: HotelScopeMarkupsProps) {
  const t = useT();
  const fmt = useFormats();
  const { scope, itemId, label, clientMarkup, base, focusedSubAgentId } = props;
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const [saveClient, clientSave] = useUpsertHotelClientMarkupMutation();
  const [saveSub, subSave] = useUpsertHotelSubAgentMarkupMutation();
  const [deleteClient, clientDelete] = useDeleteClientMarkupMutation();
  const [deleteSub, subDelete] = useDeleteSubAgentMarkupMutation();
  const format = (minor: number) => fmt.price(minor, currency);
  const price = base ?? EXAMPLE_ROOM_NIGHT;
  const example =
    base === null
      ? t('markups.onAValueRoom', 'On a {value} room night', { value: format(EXAMPLE_ROOM_NIGHT) })
      : null;
  const subAgents = subAgentRowsFor(props.subAgents, focusedSubAgentId);

  const { run, remove } = useMarkupCalls();

  return (
    <div className="space-y-2">
      <MarkupEditor
        key={`${clientMarkup?._id ?? 'none'}-${clientMarkup?.markupType ?? ''}-${clientMarkup?.markup ?? ''}`}
        label={t('markups.clientMarkupForLabel', 'Client markup for {label}', { label })}
        stored={clientMarkup}
        base={price}
        format={format}
        flatLabel={t('markups.flatPerRoomNight', 'Flat (AED per room night)')}
        previewLabel={example ?? t('markups.clientPricePerRoom', 'Client price per room night')}
        saving={clientSave.isLoading}
        deleting={clientDelete.isLoading}
        onSave={(check, text) =>
          void run(
            () => saveClient({ scope, itemId, markupType: check.type, markup: text }),
            t('markups.clientMarkupOfLabel', 'Client markup of {label} saved', { label }),
          )
        }
        onDelete={(id) => remove(() => deleteClient(id), label)}
      />
      {subAgents.length > 0 && (
        <details className="rounded-lg bg-slate-50 px-3 py-2" open={focusedSubAgentId !== null}>
          <summary className="cursor-pointer text-sm font-medium text-slate-700">
            {focusedSubAgentId
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
                  key={`${sub.markup?._id ?? 'none'}-${sub.markup?.markupType ?? ''}-${sub.markup?.markup ?? ''}`}
                  label={t('markups.markupOfNameFor3', 'Markup of {name} for {label}', {
                    name: sub.name,
                    label,
                  })}
                  stored={sub.markup}
                  base={price}
                  format={format}
                  flatLabel={t('markups.flatPerRoomNight', 'Flat (AED per room night)')}
                  previewLabel={
                    example ?? t('markups.namePaysAbout', '{name} pays about', { name: sub.name })
                  }
                  saving={subSave.isLoading}
                  deleting={subDelete.isLoading}
                  onSave={(check, text) =>
                    void run(
                      () =>
                        saveSub({
                          subAgentId: sub.subAgentId,
                          scope,
                          itemId,
                          markupType: check.type,
                          markup: text,
                        }),
                      t('markups.markupOfNameFor4', 'Markup of {name} for {label} saved', {
                        name: sub.name,
                        label,
                      }),
                    )
                  }
                  onDelete={(id) => remove(() => deleteSub(id), label)}
                />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
