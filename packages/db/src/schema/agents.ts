import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { countries } from './geo.ts';

export const agentCodeSeq = pgSequence('agent_code_seq', { startWith: 10000, minValue: 10000 });

export const AGENT_ROLES = ['reseller', 'sub-agent'] as const;
export const AGENT_STATUSES = ['pending', 'ok', 'disabled', 'cancelled'] as const;
export type AgentRole = (typeof AGENT_ROLES)[number];
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export type WhatsappDetails = Partial<Record<string, { phoneNumber: string }>>;

export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentCode: integer('agent_code')
      .notNull()
      .unique()
      .default(sql`nextval('agent_code_seq')`),
    parentId: uuid('parent_id').references((): AnyPgColumn => agents.id),
    role: text('role', { enum: AGENT_ROLES }).notNull().default('reseller'),
    status: text('status', { enum: AGENT_STATUSES }).notNull().default('pending'),
    companyName: text('company_name').notNull(),
    shortName: text('short_name'),
    address: text('address').notNull(),
    website: text('website'),
    countryIsocode: varchar('country_isocode', { length: 2 })
      .notNull()
      .references(() => countries.isocode),
    city: text('city').notNull(),
    zipCode: text('zip_code'),
    name: text('name').notNull(),
    designation: text('designation').notNull(),
    /** Stored lower-cased; unique across agents. */
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    whatsappNumber: text('whatsapp_number').notNull(),
    telephoneNumber: text('telephone_number'),
    trnNumber: text('trn_number'),
    companyRegistration: text('company_registration'),
    passwordHash: text('password_hash').notNull(),
    /** Random string of the pending-verification link. */
    randomString: text('random_string').notNull(),
    companyLogoId: uuid('company_logo_id'),
    avatarImgId: uuid('avatar_img_id'),
    tradeLicenseId: uuid('trade_license_id'),
    taxCertificateId: uuid('tax_certificate_id'),
    whatsappDetails: jsonb('whatsapp_details').$type<WhatsappDetails>().notNull().default({}),
    /**
     * Cap on the agent's open (unpaid) pay-later value in minor units, set by staff; null: the
     * company default (PAY_LATER_LIMIT_AED). The booking core applies it (bookings/core/pay-later.ts).
     */
    payLaterLimit: bigint('pay_later_limit', { mode: 'number' }),
    /**
     * The language of the documents the agency hands its clients (vouchers, client invoices,
     * quotations), issue 35; set by its owner or a manager.
     */
    clientLanguage: text('client_language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agents_email_unique').on(t.email),
    check('agents_pay_later_limit_nonneg', sql`${t.payLaterLimit} >= 0`),
    check('agents_client_language', sql`${t.clientLanguage} in ('en', 'ar')`),
    index('agents_parent').on(t.parentId, t.createdAt.desc(), t.agentCode.desc()),
  ],
);

/** Module flags per agent; a missing row is the spec's "missing configuration" (entry denied). */
export const agentConfigurations = pgTable('agent_configurations', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  showAttraction: boolean('show_attraction').notNull().default(true),
  showHotel: boolean('show_hotel').notNull().default(true),
  showFlight: boolean('show_flight').notNull().default(true),
  showVisa: boolean('show_visa').notNull().default(true),
  showA2a: boolean('show_a2a').notNull().default(true),
  showQuotaion: boolean('show_quotaion').notNull().default(true),
  showInsurance: boolean('show_insurance').notNull().default(true),
  allowedPaymentMethods: jsonb('allowed_payment_methods')
    .$type<string[]>()
    .notNull()
    .default(['wallet', 'card']),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Company staff (role admin); they use the back office (/admin), the admin API and command line, not the agent portal. */
export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  active: boolean('active').notNull().default(true),
  /** Staff roles (domain `staffRoles`); several may be held. Changing them empties every node's caller cache. */
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{administrator}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
