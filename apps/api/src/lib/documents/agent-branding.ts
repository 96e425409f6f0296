import { eq } from 'drizzle-orm';
import { agents, uploads } from '@portal/db';
import type { Language } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { t } from '../i18n/index.ts';
import { isEmbeddableImage, type Branding } from './branding.ts';

/**
 * An agent's own branding from its settings: company name, logo (PNG or JPEG; another format, or a
 * file that cannot be read, prints the name alone) and contact. What its clients see on vouchers and
 * tickets instead of the company's.
 */
export async function agentBranding(
  deps: AppDeps,
  agentId: string,
  language: Language = 'en',
): Promise<Branding> {
  const { db } = deps.database;
  const [agent] = await db
    .select({
      companyName: agents.companyName,
      address: agents.address,
      city: agents.city,
      phoneNumber: agents.phoneNumber,
      telephoneNumber: agents.telephoneNumber,
      email: agents.email,
      website: agents.website,
      logoId: agents.companyLogoId,
    })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent) return { name: '', logo: null, contact: [] };
  let logo: Buffer | null = null;
  if (agent.logoId) {
    const [file] = await db
      .select({ storageName: uploads.storageName })
      .from(uploads)
      .where(eq(uploads.id, agent.logoId));
    const bytes = file ? await deps.files.get(file.storageName).catch(() => null) : null;
    logo = bytes && isEmbeddableImage(bytes) ? bytes : null;
  }
  const phones = [agent.phoneNumber, agent.telephoneNumber].filter(Boolean).join(' · ');
  return {
    name: agent.companyName,
    logo,
    phones,
    contact: [
      `${agent.address}, ${agent.city}`,
      phones ? t(language, 'doc.tel', { phones }) : '',
      agent.email,
      agent.website ?? '',
    ],
  };
}
