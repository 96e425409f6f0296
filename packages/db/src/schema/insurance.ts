import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Beneficiary,
  CoverageLine,
  InsuranceCancellationRule,
  PlanRegion,
  PriceTable,
  TravelType,
} from '@portal/domain';
import { bookingLines } from './booking-orders.ts';
import { uploads } from './files.ts';

/**
 * Travel insurance (issue 16). Plans as UAE insurers sell them to agents, mirrored from the insurer
 * and keyed by its plan code (the original's `insuranceId`): coverage lines, limits and excess, a
 * premium table by trip band and age band, and the refund rule before cover starts.
 */
export const insurancePlans = pgTable(
  'insurance_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The insurer's plan code; also the markup item id of company and client markups. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    region: text('region').$type<PlanRegion>().notNull(),
    description: text('description').notNull().default(''),
    /** Which insurer adapter issues it ("sandbox-insurer" until a real insurer is connected). */
    supplierCode: text('supplier_code').notNull(),
    coverageCurrency: text('coverage_currency').notNull(),
    coverage: jsonb('coverage').$type<CoverageLine[]>().notNull(),
    maxTripDays: integer('max_trip_days').notNull(),
    maxAge: integer('max_age').notNull(),
    travelTypes: jsonb('travel_types').$type<TravelType[]>().notNull(),
    priceTable: jsonb('price_table').$type<PriceTable>().notNull(),
    groupDiscountPercent: numeric('group_discount_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(5),
    cancellation: jsonb('cancellation').$type<InsuranceCancellationRule>().notNull(),
    emergencyPhone: text('emergency_phone').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The policy wording PDF agents can open (issue 34); null until the back office uploads one. */
    wordingUploadId: uuid('wording_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Grows on every back-office save: a save made against an older one is refused (issue 34). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('insurance_plans_limits', sql`${t.maxTripDays} > 0 and ${t.maxAge} > 0`),
    check(
      'insurance_plans_discount',
      sql`${t.groupDiscountPercent} >= 0 and ${t.groupDiscountPercent} < 100`,
    ),
  ],
);

/** One insured person on a policy, with the premium the pipeline gave that person. */
export interface InsuredPerson extends Beneficiary {
  age: number;
  /** Net premium (after the family or group discount) and the person's agent and sell prices. */
  net: number;
  agentPrice: number;
  sellPrice: number;
}

/** Plan terms as sold: the documents print these even if the plan changes later. */
export interface PlanSnapshot {
  code: string;
  name: string;
  region: PlanRegion;
  coverageCurrency: string;
  coverage: CoverageLine[];
  cancellation: InsuranceCancellationRule;
  emergencyPhone: string;
}

/**
 * The insurance part of a booking core line (one policy per line): trip, travellers, the plan as
 * sold and the insurer's policy number once issued.
 */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    lineId: uuid('line_id')
      .primaryKey()
      .references(() => bookingLines.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => insurancePlans.id),
    plan: jsonb('plan').$type<PlanSnapshot>().notNull(),
    residence: text('residence').notNull(),
    destination: text('destination').notNull(),
    travelFrom: date('travel_from', { mode: 'string' }).notNull(),
    travelTo: date('travel_to', { mode: 'string' }).notNull(),
    travelType: text('travel_type').$type<TravelType>().notNull(),
    beneficiaries: jsonb('beneficiaries').$type<InsuredPerson[]>().notNull(),
    /** The insurer's policy number, set when the policy is issued. */
    policyNumber: text('policy_number'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('insurance_policies_plan').on(t.planId),
    check('insurance_policies_dates', sql`${t.travelTo} >= ${t.travelFrom}`),
  ],
);
