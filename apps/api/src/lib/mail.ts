import { eq } from 'drizzle-orm';
import { agencyUsers, mailOutbox, type DbOrTx } from '@portal/db';
import type { Language } from '@portal/domain';
import { loadCompanyConfig } from '../modules/company/company.service.ts';
import { renderMailHtml } from './mail-layout.ts';

/** What a mail says in one language. */
export interface MailContent {
  subject: string;
  text: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The mail in the recipient's language (issue 35): when given, the recipient's language (an agency
   * user's own, found by the address) chooses the words; `subject` and `text` are the English ones.
   */
  localized?: (language: Language) => MailContent;
}

/** The language of whoever reads mail at `address`: an agency user's own; English for anyone else. */
export async function recipientLanguage(tx: DbOrTx, address: string): Promise<Language> {
  const [user] = await tx
    .select({ language: agencyUsers.language })
    .from(agencyUsers)
    .where(eq(agencyUsers.email, address.trim().toLowerCase()));
  return user?.language ?? 'en';
}

/**
 * Writes a mail into the outbox inside the caller's transaction; the outbox job sends it. Every mail
 * goes out as HTML (the company's branded layout, right to left in Arabic) with its plain-text part:
 * the one place mails get their layout.
 */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail): Promise<void> {
  const language = mail.localized ? await recipientLanguage(tx, mail.to) : 'en';
  const content =
    mail.localized && language !== 'en'
      ? mail.localized(language)
      : { subject: mail.subject, text: mail.text };
  const html =
    mail.html ?? (await renderMailHtml({ ...content, language, company: await loadCompanyConfig(tx) }));
  await tx.insert(mailOutbox).values({ to: mail.to, subject: content.subject, text: content.text, html });
}
