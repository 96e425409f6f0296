import { z } from 'zod';

/** The only reader of process.env. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Public address of the portal (links in mails, gateway redirects, CORS). */
  PUBLIC_URL: z.string().url().optional(),
  CLIENT_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24 * 7),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Desert Rose B2B <no-reply@desertrose.example>'),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  MAPS_API_KEY: z.string().default(''),
  JOBS: z.enum(['on', 'off']).default('on'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  CARD_FEE_PERCENT: z.coerce.number().min(0).max(10).default(3),
  GATEWAY_SECRET: z.string().min(16).optional(),
  /** Low-balance alert thresholds in percent of the credit limit (wallet). */
  LOW_BALANCE_THRESHOLDS: z
    .string()
    .regex(/^\s*\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*\s*$/)
    .default('40,20'),
  /** Sandbox card gateway: simulated latency and the share of payments that fail with a provider error. */
  SANDBOX_GATEWAY_LATENCY_MS: z.coerce.number().int().min(0).max(30_000).default(300),
  SANDBOX_GATEWAY_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
});

export type Env = z.infer<typeof schema> & { PUBLIC_URL: string; JWT_SECRET: string; GATEWAY_SECRET: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET)
    throw new Error('JWT_SECRET is required in production');
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    // Development default only; production refuses to start without a secret (above).
    JWT_SECRET: env.JWT_SECRET ?? 'development-only-secret-change-me-0123456789',
    GATEWAY_SECRET: env.GATEWAY_SECRET ?? 'sandbox-gateway-secret-0123456789',
  };
}
