import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { QuotationStatus } from '@portal/domain';
import { agents } from './agents.ts';

/**
 * Quotations (spec section 2.1 group B; original-api-notes section 14): an agent's multi-part quote
 * for a client - hotels, transfers, excursions and visa - priced by the pipeline. No money moves: a
 * confirmed quotation is handed to the company's operations. Every edit is a new amendment.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Readable and sequential per year ("QTN-2026-000001"). */
    quotationNumber: text('quotation_number').notNull().unique(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'restrict' }),
    agentQuotationNumber: text('agent_quotation_number').notNull().default(''),
    /** The agency user who made it ("Booked by", issue 32); null before agencies had users. */
    bookedBy: uuid('booked_by'),
    clientName: text('client_name').notNull(),
    status: text('status').$type<QuotationStatus>().notNull().default('not-confirmed'),
    totalAmendments: integer('total_amendments').notNull().default(0),
    latestAmendmentId: uuid('latest_amendment_id'),
    confirmedAmendmentId: uuid('confirmed_amendment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotations_agent_created').on(t.agentId, t.createdAt),
    check('quotations_status', sql`${t.status} in ('not-confirmed', 'confirmed')`),
  ],
);

/** One version of a quotation: its input and everything the pipeline priced, frozen when saved. */
export const quotationAmendments = pgTable(
  'quotation_amendments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    amendmentNo: integer('amendment_no').notNull(),
    /** Who saved this version (the agent, or one of its sub-agents' parent never edits it). */
    createdBy: uuid('created_by')
      .notNull()
      .references(() => agents.id, { onDelete: 'restrict' }),
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    costing: jsonb('costing').$type<Record<string, unknown>>().notNull(),
    /** The lowest per-adult client price, kept for the list. */
    fromPerPerson: integer('from_per_person').notNull(),
    confirmation: jsonb('confirmation').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('quotation_amendments_no').on(t.quotationId, t.amendmentNo)],
);

/**
 * The company's transfer tariff: a vehicle (private, priced per vehicle) or a shared coach seat
 * (priced per person), each a base fare plus a rate per kilometre of the great-circle distance.
 */
export const transferVehicles = pgTable(
  'transfer_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    kind: text('kind').$type<'shared' | 'private'>().notNull(),
    /** Seats; 1 for a shared coach seat. */
    capacity: integer('capacity').notNull(),
    /** Net in AED minor units. */
    baseNet: integer('base_net').notNull(),
    perKmNet: integer('per_km_net').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('transfer_vehicles_kind', sql`${t.kind} in ('shared', 'private')`),
    check('transfer_vehicles_amounts', sql`${t.baseNet} >= 0 and ${t.perKmNet} >= 0 and ${t.capacity} > 0`),
  ],
);

/** Terminals of the airports quotations pick up from and drop off at. */
export const airportTerminals = pgTable(
  'airport_terminals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    iata: text('iata').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [unique('airport_terminals_code').on(t.iata, t.code)],
);
