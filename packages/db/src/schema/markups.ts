import { sql } from 'drizzle-orm';
import {
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { MARKUP_DIRECTIONS, MARKUP_PRODUCTS, MARKUP_TYPES } from '@portal/domain';
import { admins, agents } from './agents.ts';

/**
 * Markup layers of the pricing pipeline (guide section 5). Every row is `{type, value}` scoped to a
 * product and, optionally, one item of it (an activity id for attractions; room type, visa type, ...
 * later). `value` is minor units per unit for flat markups, a percentage otherwise; never negative.
 */
const layer = () => ({
  product: text('product', { enum: MARKUP_PRODUCTS }).notNull(),
  /** Null: the whole product. */
  itemId: text('item_id'),
  type: text('type', { enum: MARKUP_TYPES }).notNull(),
  value: numeric('value', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const valueChecks = (name: string, t: { type: PgColumn; value: PgColumn }) => [
  check(`${name}_value_nonneg`, sql`${t.value} >= 0`),
  check(`${name}_flat_whole`, sql`${t.type} <> 'flat' or ${t.value} = trunc(${t.value})`),
];

/**
 * Set by the company (admin). Agent null: the product's own margin (the default for every agent);
 * an agent's rows are a second layer ADDED on top of that margin (ADR 0014), most specific row of
 * each set wins. `direction` 'discount' (only on an agent's row, chosen and confirmed explicitly)
 * gives part of the margin away instead.
 */
export const companyMarkups = pgTable(
  'company_markups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    ...layer(),
    direction: text('direction', { enum: MARKUP_DIRECTIONS }).notNull().default('markup'),
    updatedBy: uuid('updated_by').references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('company_markups_scope').on(t.agentId, t.product, t.itemId).nullsNotDistinct(),
    ...valueChecks('company_markups', t),
    check('company_markups_direction', sql`${t.direction} in ('markup', 'discount')`),
    check('company_markups_discount_agent', sql`${t.direction} = 'markup' or ${t.agentId} is not null`),
  ],
);

/** Set by a reseller for one of its sub-agents; applies only when that sub-agent buys. */
export const subAgentMarkups = pgTable(
  'sub_agent_markups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    subAgentId: uuid('sub_agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    ...layer(),
  },
  (t) => [
    unique('sub_agent_markups_scope').on(t.subAgentId, t.product, t.itemId).nullsNotDistinct(),
    index('sub_agent_markups_parent').on(t.parentId, t.product),
    ...valueChecks('sub_agent_markups', t),
  ],
);

/** The buyer's own margin, shown on client documents and never debited. */
export const clientMarkups = pgTable(
  'client_markups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    ...layer(),
  },
  (t) => [
    unique('client_markups_scope').on(t.agentId, t.product, t.itemId).nullsNotDistinct(),
    ...valueChecks('client_markups', t),
  ],
);
