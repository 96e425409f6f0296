/** The template database name, unique per test run so parallel runs do not collide. */
export function templateName(): string {
  const run = process.env.PORTAL_TEST_RUN ?? String(process.pid);
  return `portal_tpl_${run.replace(/\W/g, '')}`;
}

/**
 * The server that builds the template and runs CREATE/DROP DATABASE: TEST_DATABASE_ADMIN_URL when
 * TEST_DATABASE_URL goes through a pooler (PgBouncer keeps server connections to the template open,
 * and PostgreSQL copies no database someone is connected to); otherwise TEST_DATABASE_URL itself.
 */
export function directUrl(url: string): string {
  return process.env.TEST_DATABASE_ADMIN_URL ?? url;
}

/** Same server, reached directly, maintenance database, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  const u = new URL(directUrl(url));
  u.pathname = '/postgres';
  return u.toString();
}
