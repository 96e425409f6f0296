import { assigneeFilter, type AssigneeFilter, type ListAssignee } from '@portal/contracts';
import { useAssigneeListQuery } from './work.api';

/** The "Assigned to" filter of the bookings and visa desks, as read from the URL (anything else: none). */
export function assigneeFilterOf(raw: string | undefined): AssigneeFilter | undefined {
  if (!raw) return undefined;
  const parsed = assigneeFilter.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

export const ASSIGNEE_ANY_LABEL = 'Anyone';

/** Its choices: me, nobody, then every active member of staff. */
export function useAssigneeOptions(): { value: string; label: string }[] {
  const staff = useAssigneeListQuery();
  return [
    { value: 'me', label: 'Me' },
    { value: 'unassigned', label: 'Nobody (unassigned)' },
    ...(staff.data?.staff ?? []).map((s) => ({ value: s.id, label: s.name })),
  ];
}

/** How a row names who handles it. */
export const assigneeText = (assignee: ListAssignee): string => assignee?.name ?? 'Nobody';
