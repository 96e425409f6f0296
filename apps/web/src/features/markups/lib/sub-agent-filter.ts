/** The sub-agent the page is narrowed to (?subAgent={id}), when it is one of the caller's. */
export function focusedSubAgent<T extends { _id: string }>(
  subAgents: readonly T[],
  id: string | null,
): T | null {
  if (!id) return null;
  return subAgents.find((s) => s._id === id) ?? null;
}

/** The sub-agent rows of an activity to show: all, or only the focused sub-agent's. */
export function subAgentRowsFor<T extends { subAgentId: string }>(
  rows: readonly T[],
  focusedId: string | null,
): T[] {
  return focusedId ? rows.filter((r) => r.subAgentId === focusedId) : [...rows];
}
