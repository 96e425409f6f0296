import { eq } from 'drizzle-orm';
import { agents, type DbOrTx } from '@portal/db';
import type { Language } from '@portal/domain';
import { t } from '../../lib/i18n/index.ts';
import type { MailContent } from '../../lib/mail.ts';
import { notify } from '../notifications/notify.ts';

/** What a wallet mail says after its greeting. */
export interface WalletMailWords {
  subject: string;
  lines: string[];
}

/**
 * A wallet change the agency hears of (issue 36): a notification in the change's transaction, and the
 * mail it always had ("Dear ...") when the user takes this kind by mail; with `localized`, the mail
 * is in the reader's language (issue 35).
 */
export async function notifyAgent(
  tx: DbOrTx,
  at: Date,
  n: WalletMailWords & {
    agentId: string;
    kind: 'deposit_resolved' | 'withdrawal_paid' | 'credit_limit_changed';
    source: string;
    localized?: (language: Language) => WalletMailWords;
  },
): Promise<void> {
  const [agent] = await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, n.agentId));
  if (!agent) return;
  const { localized } = n;
  const content = (language: Language): MailContent => {
    const words = language !== 'en' && localized ? localized(language) : n;
    return {
      subject: words.subject,
      text: [t(language, 'mail.greeting', { name: agent.name }), '', ...words.lines].join('\n'),
    };
  };
  await notify(
    tx,
    {
      agentId: n.agentId,
      kind: n.kind,
      source: n.source,
      title: n.subject,
      body: n.lines.join(' '),
      product: 'wallet',
      orderId: null,
      mail: localized ? { ...content('en'), localized: content } : content('en'),
    },
    at,
  );
}
