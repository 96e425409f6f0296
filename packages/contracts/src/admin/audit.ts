import { z } from 'zod';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

/** GET /admin/audit (and /admin/audit/export): newest first; dates are Dubai days, both ends included. */
export const auditListQuery = z.object({
  /** A member of staff (their id). */
  actorId: z
    .union([z.literal(''), z.uuid('Choose a member of staff')])
    .optional()
    .transform((v) => v || undefined),
  kind: optionalText(60),
  objectType: optionalText(40),
  objectId: optionalText(100),
  agentId: z
    .union([z.literal(''), z.uuid('Choose an agent')])
    .optional()
    .transform((v) => v || undefined),
  from: day,
  to: day,
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  actorKind: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  agentId: z.string().nullable(),
  ip: z.string().nullable(),
  kind: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const auditListAnswer = z.object({
  total: z.number().int(),
  rows: z.array(auditRow),
  /** The audit kinds and members of staff seen in the trail, for the filters. */
  kinds: z.array(z.string()),
  staff: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type AuditListAnswer = z.infer<typeof auditListAnswer>;

/**
 * The objects whose page shows their history, and what each takes in: an agent (its record, wallet,
 * requests and orders), an order (and its lines), a visa application (and its travellers).
 */
export const HISTORY_OBJECTS = ['agent', 'order', 'visa-application'] as const;
export type HistoryObject = (typeof HISTORY_OBJECTS)[number];

/** GET /admin/history/:objectType/:id */
export const auditHistoryParams = z.object({
  objectType: z.enum(HISTORY_OBJECTS, { error: 'Choose an agent, an order or a visa application' }),
  id: z.uuid('Give the object as an id'),
});
export type AuditHistoryParams = z.infer<typeof auditHistoryParams>;

/** GET /admin/history/:objectType/:id: every change made to one object, newest first. */
export const auditHistoryAnswer = z.object({ rows: z.array(auditRow) });
export type AuditHistoryAnswer = z.infer<typeof auditHistoryAnswer>;
