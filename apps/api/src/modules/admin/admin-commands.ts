import { eq } from 'drizzle-orm';
import { admins } from '@portal/db';
import { emailField, staffRolesField, strongPassword } from '@portal/contracts';
import type { StaffRole } from '@portal/domain';
import { recordAudit } from '../../audit/index.ts';
import { CliInputError, stringFlag } from '../../cli/argv.ts';
import type { AdminCommand } from '../../cli/command.ts';
import { passwordWeakness } from '../../lib/password-strength.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { generatePassword } from './flag-args.ts';

/** `--roles finance,operations`: one or more staff roles (administrator when not given). */
function rolesFlag(args: Parameters<AdminCommand['run']>[1], fallback?: StaffRole[]): StaffRole[] {
  const given = stringFlag(args, 'roles');
  if (given === undefined && fallback) return fallback;
  const parsed = staffRolesField.safeParse(
    (given ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean),
  );
  if (!parsed.success) throw new CliInputError(parsed.error.issues[0]?.message ?? 'Give the roles');
  return parsed.data;
}

const createAdmin = (name: string): AdminCommand => ({
  name,
  usage: `${name} <email> <name> [--roles administrator,finance,...] [--password <password>]`,
  summary:
    'Create a company staff account with roles (administrator when none given; a password is generated when none is given)',
  async run(deps, args, cli) {
    const roles = rolesFlag(args, ['administrator']);
    const [rawEmail, ...nameWords] = args.positional;
    const email = emailField.safeParse(rawEmail ?? '');
    if (!email.success) throw new CliInputError(`"${rawEmail ?? ''}" is not a valid e-mail address`);
    const name = nameWords.join(' ').trim();
    if (!name || name.length > 100) throw new CliInputError('Give the admin name (at most 100 characters)');
    const given = stringFlag(args, 'password');
    const password = given ?? generatePassword();
    const strong = strongPassword.safeParse(password);
    if (!strong.success) throw new CliInputError(strong.error.issues[0]?.message ?? 'Weak password');
    const weakness = passwordWeakness(password, [email.data, name]);
    if (weakness) throw new CliInputError(weakness);
    const passwordHash = await hashPassword(password);
    const created = await deps.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(admins)
        .values({ email: email.data, name, passwordHash, roles })
        .onConflictDoNothing({ target: admins.email })
        .returning({ id: admins.id });
      if (!row) return false;
      await recordAudit(tx, cli, {
        kind: 'staff.create',
        object: { type: 'staff', id: row.id },
        after: { email: email.data, name, roles },
      });
      return true;
    });
    if (!created) throw new CliInputError(`An admin with e-mail ${email.data} already exists`);
    const lines = [`Admin ${email.data} (${name}) created with roles: ${roles.join(', ')}`];
    if (!given) lines.push(`Password (shown only once): ${password}`);
    return lines.join('\n');
  },
});

const staffRoles: AdminCommand = {
  name: 'staff:roles',
  usage: 'staff:roles <email> --roles administrator,finance,operations,content,read-only',
  summary: "Set a member of staff's roles (one or more; takes effect on their next request)",
  async run(deps, args, cli) {
    const [rawEmail] = args.positional;
    const email = emailField.safeParse(rawEmail ?? '');
    if (!email.success) throw new CliInputError(`"${rawEmail ?? ''}" is not a valid e-mail address`);
    const roles = rolesFlag(args);
    const before = await deps.database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(admins).where(eq(admins.email, email.data)).for('update');
      if (!row) return null;
      await tx.update(admins).set({ roles }).where(eq(admins.id, row.id));
      await recordAudit(tx, cli, {
        kind: 'staff.roles',
        object: { type: 'staff', id: row.id },
        before: { roles: [...row.roles].sort() },
        after: { roles: [...roles].sort() },
      });
      return row;
    });
    if (!before) throw new CliInputError(`No member of staff has e-mail ${email.data}`);
    return `${email.data}: roles ${before.roles.join(', ')} -> ${roles.join(', ')}`;
  },
};

export const ADMIN_ACCOUNT_COMMANDS: AdminCommand[] = [
  createAdmin('admins:create'),
  createAdmin('staff:create'),
  staffRoles,
];
