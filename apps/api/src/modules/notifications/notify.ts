import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';
import { channelsFor, NOTIFICATION_KIND_LABELS, type Language, type NotificationKind } from '@portal/domain';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { enqueueMail, type MailContent, type OutgoingMail } from '../../lib/mail.ts';
import { insertNotification, settingsOf, type SettingsRow } from './notifications.repository.ts';

/**
 * The one way a notification is written (issue 36): inside the transaction of the change it tells
 * about (a visa decision, a deposit or withdrawal, a credit limit, a low balance, a quotation, or the
 * producer's pass over booking events), so it commits with the change or not at all. A notification's
 * `source` is unique per agency: a retried or concurrent write of the same change adds nothing, and
 * only the write that inserted it puts its mail in the outbox (the outbox job sends it, once). The
 * user's settings choose the portal (hidden when off) and the mail.
 */
export interface NotificationDraft {
  agentId: string;
  kind: NotificationKind;
  /** What happened, unique per agency: "deposit:<id>:confirmed". */
  source: string;
  title: string;
  body: string;
  product: string | null;
  orderId: string | null;
  /**
   * The mail when the user takes this kind by mail; the default is the title and body. A change that
   * had its own mail before keeps its words here, now sent only when the settings ask for it.
   */
  mail?: MailContent & Pick<OutgoingMail, 'localized'>;
  /** The default mail's title and body in another language (issue 35); the notification itself keeps English. */
  localized?: (language: Language) => { title: string; body: string };
}

/** Settings read once per agency within one pass (the producer's batch). */
export type SettingsCache = Map<string, SettingsRow | null>;

export async function notify(
  tx: DbOrTx,
  draft: NotificationDraft,
  at: Date,
  cache: SettingsCache = new Map(),
): Promise<boolean> {
  if (!cache.has(draft.agentId)) cache.set(draft.agentId, await settingsOf(tx, draft.agentId));
  const channels = channelsFor(draft.kind, cache.get(draft.agentId) ?? null);
  const { mail, localized, ...row } = draft;
  const fresh = await insertNotification(tx, { ...row, hidden: !channels.portal, at });
  if (!fresh || !channels.mail) return fresh;
  const [agent] = await queryRows<{ email: string }>(
    tx,
    sql`select email from agents where id = ${draft.agentId}`,
  );
  if (!agent) return fresh;
  if (mail) {
    await enqueueMail(tx, { to: agent.email, ...mail });
    return fresh;
  }
  // In the reader's language (issue 35); a draft without translated words goes out in English.
  const content = (language: Language): MailContent => {
    const words = language !== 'en' && localized ? localized(language) : draft;
    const kind =
      language === 'en'
        ? NOTIFICATION_KIND_LABELS[draft.kind]
        : t(language, `notify.kind.${draft.kind}` as MessageKey);
    return { subject: words.title, text: `${words.body}\n\n${t(language, 'mail.notify.footer', { kind })}` };
  };
  await enqueueMail(tx, { to: agent.email, ...content('en'), localized: content });
  return fresh;
}
