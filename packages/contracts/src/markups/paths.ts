/** Attraction markup routes (under /api/v1); the delete paths are spec section 7 exact. */
export const MARKUP_PATHS = {
  attractions: '/b2b/markups/attractions',
  clientUpsert: '/b2b/resellers/client/markup/upsert',
  subAgentUpsert: '/b2b/resellers/subagent/markup/upsert',
  clientDelete: (id: string) => `/b2b/resellers/client/markup/delete/${id}`,
  subAgentDelete: (id: string) => `/b2b/resellers/subagent/markup/delete/${id}`,
} as const;
