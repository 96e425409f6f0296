import { resolve } from 'node:path';
import { z } from 'zod';
import { MIN_SECRET_BITS, secretBits } from './lib/secret-strength.ts';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

/** The only reader of process.env. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * The change feed's LISTEN connection (lib/change-feed.ts), direct to PostgreSQL when DATABASE_URL
   * goes through a transaction-mode pooler (README "Running as a fleet"); default DATABASE_URL.
   */
  DATABASE_LISTEN_URL: z.string().url().optional(),
  /**
   * `transaction` when DATABASE_URL is a transaction-mode pooler (PgBouncer pool_mode=transaction, a
   * managed database's pooler): nothing then relies on a server session (ADR 0030). Needs
   * DATABASE_LISTEN_URL, and the statement timeout on the role (README "Connection poolers").
   */
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  DATA_DIR: z.string().default('./data'),
  /**
   * The embedded PGlite's shared buffers (MB). Its WebAssembly memory grows to its high-water mark and
   * never shrinks, so this is resident for the node's life; the API keeps its hot data in memory.
   * 16, not PGlite's 128: 100 MB less resident with 32, 18 MB less again with 16; new stays and pages of
   * a stored search measured as fast as with 64 and 32 (ADR 0033, sessions 4 and 6).
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(16),
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
  /** The built web app to serve; a relative path is taken from the working directory. */
  WEB_DIST: z
    .string()
    .optional()
    .transform((dir) => (dir ? resolve(dir) : dir)),
  MAPS_API_KEY: z.string().default(''),
  JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * What this node does (README "Several API nodes"): `web` serves HTTP and runs no jobs, `worker`
   * runs the jobs and serves only health and metrics, `all` (default) does both in one process.
   */
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  /** Apply migrations (and seed) at start; fleets set false and run `npm run migrate` as a deploy step. */
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  /** PostgreSQL connections of this node's pool (the job queue has its own JOBS_POOL_MAX beside it). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /** PostgreSQL cancels a statement running longer than this (ms); 0 = no limit. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  JOBS_POOL_MAX: z.coerce.number().int().min(1).max(100).default(4),
  /** Bearer token of GET /metrics; without it /metrics answers only on METRICS_PORT (or not at all). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** A second listener serving only /metrics and health, e.g. bound to an internal interface. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * OpenTelemetry traces (lib/tracing.ts), off by default: on when OTEL_TRACES_EXPORTER names an
   * exporter (otlp, console, zipkin) or an OTLP endpoint is set; OTEL_SDK_DISABLED=true keeps them off.
   * The SDK reads these and the other standard OTEL_* variables itself (protocol, headers, sampler).
   */
  OTEL_SDK_DISABLED: z.string().optional(),
  OTEL_TRACES_EXPORTER: z.string().optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  /** The service name on every span (default agent-portal). */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  /** Failed sign-ins of one e-mail address from one client address, per 15 minutes (modules/auth/login-limits.ts). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins of one e-mail address from all client addresses together, per 15 minutes. */
  LOGIN_EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Failed sign-ins from one client address over all accounts, per 15 minutes, before it counts as attacking ... */
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  /** ... when they were for at least this many different e-mail addresses. */
  LOGIN_ADDRESS_ACCOUNTS: z.coerce.number().int().min(1).default(20),
  /** Which proxies may set X-Forwarded-For/-Proto (lib/trust-proxy.ts); unset trusts none. */
  TRUST_PROXY: z.string().optional(),
  CARD_FEE_PERCENT: z.coerce.number().min(0).max(10).default(3),
  GATEWAY_SECRET: z.string().min(32).optional(),
  /**
   * Pay later (bookings/core/pay-later.ts): the company's default cap on an agent's open (unpaid)
   * pay-later value in AED, and how long an order the agent's funds do not cover is held.
   */
  PAY_LATER_LIMIT_AED: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount in AED with at most two decimals, e.g. 25000')
    .default('50000'),
  /**
   * A currency rate that moves more than this share (percent) from the last one needs a second
   * confirmation with a reason (issue 33; home/rates.service.ts).
   */
  /** Calls one API key may make per minute (all its nodes together) before 429 with `RateLimit-*` headers. */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(300),
  RATE_CHANGE_CONFIRM_PERCENT: z.coerce.number().min(0).max(1000).default(5),
  PAY_LATER_UNFUNDED_HOLD_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** HMAC secret of signed file links (<img src> of uploads); its own key, so a leak of one secret does not forge the others. */
  FILE_LINK_SECRET: z.string().min(32).optional(),
  /**
   * This deployment is a sandbox: sandbox suppliers and the sandbox card gateway may be mounted.
   * Defaults to true outside production and false in production (see suppliers/sandbox.ts).
   */
  SANDBOX: z.enum(['true', 'false']).optional(),
  /** Low-balance alert thresholds in percent of the credit limit (wallet). */
  LOW_BALANCE_THRESHOLDS: z
    .string()
    .regex(/^\s*\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*\s*$/)
    .default('40,20'),
  /** Sandbox card gateway: simulated latency and the share of payments that fail with a provider error. */
  SANDBOX_GATEWAY_LATENCY_MS: z.coerce.number().int().min(0).max(30_000).default(300),
  SANDBOX_GATEWAY_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Sandbox bedbank (hotels, priceType=dynamic): seed of its prices, and the latency of every call (default 150 ms, 0 in tests). */
  HOTEL_BEDBANK_SEED: z.string().min(1).max(100).default('desert-rose-bedbank-1'),
  HOTEL_BEDBANK_LATENCY_MS: z.coerce.number().int().min(0).max(30_000).optional(),
  /** Worker threads for a hotel list search's contract walk (ADR 0038); default 1 with 2+ cores (0 in tests); 0: on the event loop. */
  HOTEL_PRICING_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  /** Sandbox flight supplier: seed of its fares, and the latency of every call (default 200 ms, 0 in tests). */
  FLIGHT_SANDBOX_SEED: z.string().min(1).max(100).default('desert-rose-flights-1'),
  FLIGHT_SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(30_000).optional(),
  /**
   * How long an order may stay `processing` before the crash recovery finishes or releases it
   * (modules/bookings). Longer than any checkout's own supplier calls take; benches shorten it.
   */
  BOOKING_RECOVERY_GRACE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** Where uploaded files live: the database (default) or an S3-compatible bucket (lib/file-store.env.ts). */
  FILE_STORE: z.enum(['db', 's3']).default('db'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9!_.*'()-]+\/)*$/, 'plain key characters ending with "/", e.g. portal/uploads/')
    .default(''),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
});

/** FILE_STORE=s3 needs a bucket; access keys come in pairs (neither: the AWS SDK's default chain). */
function fileStoreProblems(env: z.infer<typeof schema>): string[] {
  if (env.FILE_STORE !== 's3') return [];
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push('S3_BUCKET is required when FILE_STORE=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or set neither)');
  return problems;
}

export type Env = Omit<z.infer<typeof schema>, 'SANDBOX' | 'TRUST_PROXY'> & {
  PUBLIC_URL: string;
  JWT_SECRET: string;
  GATEWAY_SECRET: string;
  FILE_LINK_SECRET: string;
  /** Whether sandboxes may run here; read it through sandboxAllowed() in suppliers/sandbox.ts. */
  SANDBOX: boolean;
  TRUST_PROXY: TrustProxy;
};

/**
 * Development defaults of the signing secrets. They are in the public source, so production refuses
 * them even when set explicitly (anyone could sign tokens, gateway callbacks or file links with them).
 */
export const DEVELOPMENT_SECRETS = {
  JWT_SECRET: 'development-only-secret-change-me-0123456789',
  GATEWAY_SECRET: 'sandbox-gateway-secret-0123456789',
  FILE_LINK_SECRET: 'development-only-file-link-secret-0123456789',
} as const;
type SecretName = keyof typeof DEVELOPMENT_SECRETS;
const SECRET_NAMES = Object.keys(DEVELOPMENT_SECRETS) as SecretName[];
const KNOWN_SECRETS = new Set<string>(Object.values(DEVELOPMENT_SECRETS));

/** Every signed thing needs its own real secret in production; the message names each missing one. */
function productionProblems(env: z.infer<typeof schema>): string[] {
  const problems: string[] = [];
  for (const name of SECRET_NAMES) {
    const value = env[name];
    if (!value)
      problems.push(`${name} is required in production (32+ random characters, e.g. openssl rand -hex 32)`);
    else if (KNOWN_SECRETS.has(value))
      problems.push(`${name} is a development default from the public source; set a random secret`);
    else if (secretBits(value) < MIN_SECRET_BITS)
      problems.push(
        `${name} is too easy to guess (repeated or patterned characters); set a random secret, e.g. openssl rand -hex 32`,
      );
  }
  const given = SECRET_NAMES.map((name) => env[name]).filter(Boolean);
  if (new Set(given).size !== given.length)
    problems.push(`${SECRET_NAMES.join(', ')} must all be different secrets`);
  return problems;
}

/** A transaction-mode pooler hands a session to other clients: LISTEN needs a direct connection. */
function poolerProblems(env: z.infer<typeof schema>): string[] {
  if (env.DATABASE_POOLER !== 'transaction' || !env.DATABASE_URL || env.DATABASE_LISTEN_URL) return [];
  return [
    "DATABASE_POOLER=transaction needs DATABASE_LISTEN_URL: a direct (or session-mode) address for the change feed's LISTEN",
  ];
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const problems = [
    ...(production ? productionProblems(env) : []),
    ...fileStoreProblems(env),
    ...poolerProblems(env),
  ];
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (typeof trustProxy === 'object' && 'error' in trustProxy) problems.push(trustProxy.error);
  if (problems.length > 0)
    throw new Error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    // Development defaults only; production refuses to start without real secrets (above).
    JWT_SECRET: env.JWT_SECRET ?? DEVELOPMENT_SECRETS.JWT_SECRET,
    GATEWAY_SECRET: env.GATEWAY_SECRET ?? DEVELOPMENT_SECRETS.GATEWAY_SECRET,
    FILE_LINK_SECRET: env.FILE_LINK_SECRET ?? DEVELOPMENT_SECRETS.FILE_LINK_SECRET,
    // A production node runs no sandbox unless the deployment says it is one.
    SANDBOX: env.SANDBOX === undefined ? !production : env.SANDBOX === 'true',
    TRUST_PROXY: trustProxy as TrustProxy,
  };
}
