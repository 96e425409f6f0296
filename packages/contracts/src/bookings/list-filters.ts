import { z } from 'zod';

/**
 * Filters every product's order list shares, beside the product's own filters. Each is one query
 * parameter with its own schema; a list query spreads `orderListFilters.shape` into its object.
 *
 * - `bookedBy` (issue 32): only the orders one agency user booked.
 * - `agency` (the branch view): 'own' (default: the caller's own orders), 'all' (own and every
 *   sub-agent's, for a reseller), or one sub-agent's id. A sub-agent only ever gets its own.
 */
export const AGENCY_FILTER_VALUES = ['own', 'all'] as const;
export const agencyFilter = z
  .union([z.enum(AGENCY_FILTER_VALUES), z.uuid({ message: 'agency must be own, all or a sub-agent id' })])
  .default('own');
export type AgencyFilter = z.output<typeof agencyFilter>;

/** "Booked by" (issue 32): a list's filter by the agency user who booked, and the name on its rows. */
export const bookedByFilter = z.uuid('Unknown user').optional();

export const orderListFilters = z.object({ agency: agencyFilter, bookedBy: bookedByFilter });
/** The agency user who booked it; null before agencies had users. */
export const bookedByDto = z.string().nullable().optional();
export type OrderListFilters = z.output<typeof orderListFilters>;

/**
 * The agency that booked a listed order when it is not the caller (a reseller's sub-agent); null
 * on the caller's own orders.
 */
export const orderAgencyDto = z.object({ _id: z.uuid(), name: z.string() }).nullable();
export type OrderAgencyDto = z.output<typeof orderAgencyDto>;
