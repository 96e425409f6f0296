import { QUOTATION_LIMITS as L, type ExcursionType } from './constants.ts';
import { privateVehiclesFor } from './draft-stays.ts';
import {
  type DraftExcursion,
  type QuotationFormDraft,
  type QuotationVehicleCount,
  quotationTravellers,
} from './draft-types.ts';

/** An excursion or supplement as the form's lookups offer it (quotation initial data). */
export interface ExcursionOptionRef {
  _id: string;
  /** ticket: a ticket, transfer optional; transfer: the price includes the pick-up. */
  excursionType: 'ticket' | 'transfer';
  sharedTransfer: boolean;
  privateVehicles: readonly { _id: string; capacity: number }[];
}
export type ExcursionListName = 'excursions' | 'supplements';

/** Spec section 4: new selections start as Ticket for ticket excursions, TicketWithTransfer otherwise. */
export const defaultExcursionType = (o: ExcursionOptionRef): ExcursionType =>
  o.excursionType === 'ticket' ? 'Ticket' : 'TicketWithTransfer';

/** The ways an excursion can be taken: its own, Shared with a shared transfer, Private with vehicles. */
export function excursionTypesFor(o: ExcursionOptionRef): ExcursionType[] {
  const types: ExcursionType[] = [defaultExcursionType(o)];
  if (o.sharedTransfer) types.push('Shared');
  if (o.privateVehicles.length > 0) types.push('Private');
  return types;
}

function excursionChoice(
  o: ExcursionOptionRef,
  type: ExcursionType,
  travellers: number,
  current?: DraftExcursion,
): DraftExcursion {
  const chosen = excursionTypesFor(o).includes(type) ? type : defaultExcursionType(o);
  if (chosen !== 'Private') return { activityId: o._id, selectedExcursionType: chosen, vehicleType: [] };
  const keep = current?.selectedExcursionType === 'Private' && current.vehicleType.length > 0;
  const vehicleType = keep ? current.vehicleType : privateVehiclesFor(o.privateVehicles, travellers);
  return { activityId: o._id, selectedExcursionType: chosen, vehicleType };
}

/**
 * Spec section 4: selecting sets the chosen type (a type the excursion does not offer falls back to its
 * default); Private starts with vehicles seating the party. Selecting a selected one changes its type.
 */
export function selectExcursion(
  d: QuotationFormDraft,
  list: ExcursionListName,
  option: ExcursionOptionRef,
  type: ExcursionType = defaultExcursionType(option),
): QuotationFormDraft {
  const items = d[list];
  const current = items.find((e) => e.activityId === option._id);
  const choice = excursionChoice(option, type, quotationTravellers(d), current);
  if (current) return { ...d, [list]: items.map((e) => (e === current ? choice : e)) };
  if (items.length >= L.maxExcursions) return d;
  return { ...d, [list]: [...items, choice] };
}

/** Unselecting drops the excursion, and its vehicles with it. */
export function unselectExcursion(
  d: QuotationFormDraft,
  list: ExcursionListName,
  activityId: string,
): QuotationFormDraft {
  return { ...d, [list]: d[list].filter((e) => e.activityId !== activityId) };
}

/** Changes a Private excursion's vehicles (e.g. withVehicleCount: a zero count is ignored). */
export function setExcursionVehicles(
  d: QuotationFormDraft,
  list: ExcursionListName,
  activityId: string,
  change: (list: QuotationVehicleCount[]) => QuotationVehicleCount[],
): QuotationFormDraft {
  const items = d[list].map((e) =>
    e.activityId === activityId && e.selectedExcursionType === 'Private'
      ? { ...e, vehicleType: change(e.vehicleType) }
      : e,
  );
  return { ...d, [list]: items };
}
