/** Sub-agent management routes (reseller role only), under /api/v1. */
export const RESELLER_PATHS = {
  list: '/b2b/resellers/listAll',
  register: '/b2b/resellers/register',
  single: (id: string) => `/b2b/resellers/single/${id}`,
  update: (id: string) => `/b2b/resellers/update/${id}`,
  status: (id: string) => `/b2b/resellers/${id}/status`,
  resetPassword: (id: string) => `/b2b/resellers/${id}/reset-password`,
  configuration: (id: string) => `/b2b/resellers/configurations/sub-agent/${id}`,
  configurationUpdate: '/b2b/resellers/configurations/sub-agent/update',
  transactions: (id: string) => `/b2b/resellers/transactions/sub-agent/${id}`,
  transfer: (id: string) => `/b2b/resellers/${id}/wallet/transfer`,
  creditLimit: (id: string) => `/b2b/resellers/${id}/wallet/credit-limit`,
} as const;
