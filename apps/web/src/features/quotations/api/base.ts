import { api } from '../../../lib/api';

/** The shared API with the quotations' cache tag (lists, versions and amendments refetch after a save). */
export const quotationsBase = api.enhanceEndpoints({ addTagTypes: ['Quotations'] });

export const IDEMPOTENCY = 'Idempotency-Key';
