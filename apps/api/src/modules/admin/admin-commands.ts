import { admins } from '@portal/db';
import { emailField, strongPassword } from '@portal/contracts';
import { CliInputError, stringFlag } from '../../cli/argv.ts';
import type { AdminCommand } from '../../cli/command.ts';
import { passwordWeakness } from '../../lib/password-strength.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { generatePassword } from './flag-args.ts';

const createAdmin: AdminCommand = {
  name: 'admins:create',
  usage: 'admins:create <email> <name> [--password <password>]',
  summary: 'Create a company staff account (a password is generated when none is given)',
  async run(deps, args) {
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
    const [row] = await deps.database.db
      .insert(admins)
      .values({ email: email.data, name, passwordHash })
      .onConflictDoNothing({ target: admins.email })
      .returning({ id: admins.id });
    if (!row) throw new CliInputError(`An admin with e-mail ${email.data} already exists`);
    const lines = [`Admin ${email.data} (${name}) created`];
    if (!given) lines.push(`Password (shown only once): ${password}`);
    return lines.join('\n');
  },
};

export const ADMIN_ACCOUNT_COMMANDS: AdminCommand[] = [createAdmin];
