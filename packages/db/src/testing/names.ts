/** The template database name, unique per test run so parallel runs do not collide. */
export function templateName(): string {
  const run = process.env.PORTAL_TEST_RUN ?? String(process.pid);
  return `portal_tpl_${run.replace(/\W/g, '')}`;
}

/** Same server, maintenance database, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}
