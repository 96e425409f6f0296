import { z } from 'zod';

/**
 * The lists of work staff are assigned (the bookings desk, the visa desk): who handles each row, and the
 * "assigned to" filter: `me` (the signed-in member of staff), `unassigned`, or a member of staff's id.
 */
export const ASSIGNEE_FILTERS = ['me', 'unassigned'] as const;
const ASSIGNEE_ERROR = 'The assignee is me, unassigned or a member of staff';
export const assigneeFilter = z.union(
  [z.enum(ASSIGNEE_FILTERS, { error: ASSIGNEE_ERROR }), z.uuid({ error: ASSIGNEE_ERROR })],
  { error: ASSIGNEE_ERROR },
);
export type AssigneeFilter = z.infer<typeof assigneeFilter>;

/** Who handles a row of the list; null: nobody. */
export const listAssignee = z.object({ id: z.uuid(), name: z.string() }).nullable();
export type ListAssignee = z.infer<typeof listAssignee>;
