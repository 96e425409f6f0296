import { and, desc, eq, like } from 'drizzle-orm';
import { mailOutbox } from '@portal/db';
import { emailField } from '@portal/contracts';
import type { AdminCommand } from '../../cli/command.ts';
import { CliInputError } from '../../cli/argv.ts';

/**
 * `agency:invitation-mail <email>`: the latest invitation mail to an address, as queued (support reads
 * the link to an invitee whose mail went astray; the end-to-end tests read it where no mail is sent).
 */
const invitationMail: AdminCommand = {
  name: 'agency:invitation-mail',
  usage: 'agency:invitation-mail <email>',
  summary: 'Show the latest agency invitation mail queued for an address (its link included)',
  async run(deps, args) {
    const [raw] = args.positional;
    const email = emailField.safeParse(raw ?? '');
    if (!email.success) throw new CliInputError(`"${raw ?? ''}" is not a valid e-mail address`);
    const [mail] = await deps.database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email.data), like(mailOutbox.subject, 'You are invited to %')))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (!mail) throw new CliInputError(`No invitation mail was queued for ${email.data}`);
    return `${mail.subject}\n\n${mail.text}`;
  },
};

export const AGENCY_USER_COMMANDS: AdminCommand[] = [invitationMail];
