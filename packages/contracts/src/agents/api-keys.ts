import { z } from 'zod';
import { isIpRange } from '@portal/domain';

/** The product modules a key may be given (domain access/api-keys.ts `API_KEY_MODULES`). */
export const apiKeyModule = z.enum(['hotel', 'attraction', 'flight', 'visa', 'a2a', 'insurance'], {
  error: 'Choose the modules: hotel, attraction, flight, visa, a2a or insurance',
});

/** An address or CIDR range (`203.0.113.7`, `203.0.113.0/24`, `2001:db8::/32`). */
export const ipRange = z
  .string()
  .trim()
  .refine(isIpRange, 'Enter an IP address or a CIDR range such as 203.0.113.0/24');

/** A cap in AED; null: none. */
const cap = z
  .number({ error: 'Enter the cap in AED' })
  .positive('The cap must be above zero')
  .max(10_000_000, 'The cap is too high')
  .multipleOf(0.01, 'At most two decimals')
  .nullable();

export const createApiKeyBody = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name is too long'),
  modules: z.array(apiKeyModule).min(1, 'Choose at least one module').max(6),
  ipAllow: z.array(ipRange).max(50, 'At most 50 addresses').default([]),
  bookingCap: cap.default(null),
  dailyCap: cap.default(null),
  sandbox: z.boolean().default(false),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

export const apiKeyIdParams = z.object({ id: z.uuid('Unknown API key') });

export const apiKeyDto = z.object({
  _id: z.uuid(),
  name: z.string(),
  /** The secret's first characters (`pk_live_AbC4`), to tell keys apart. */
  prefix: z.string(),
  modules: z.array(apiKeyModule),
  ipAllow: z.array(z.string()),
  /** AED; null: none. */
  bookingCap: z.number().nullable(),
  dailyCap: z.number().nullable(),
  sandbox: z.boolean(),
  status: z.enum(['active', 'revoked']),
  createdAt: z.string(),
  rotatedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** Over the last 30 days (UTC): calls, answers 4xx/5xx, bookings made. */
  usage: z.object({ calls: z.number(), errors: z.number(), bookings: z.number() }),
});
export type ApiKeyDto = z.infer<typeof apiKeyDto>;

export const apiKeysAnswer = z.object({ keys: z.array(apiKeyDto) });
export type ApiKeysAnswer = z.infer<typeof apiKeysAnswer>;

/** A created or rotated key with its secret: the only time the secret is shown. */
export const apiKeySecretAnswer = z.object({ key: apiKeyDto, secret: z.string() });
export type ApiKeySecretAnswer = z.infer<typeof apiKeySecretAnswer>;
