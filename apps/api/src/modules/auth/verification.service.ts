import { timingSafeEqual } from 'node:crypto';
import type { CertificateAnswer } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import type { CheckedFile } from '../../lib/uploads.ts';
import { dropUploads, linkOf, stageFiles } from '../files/files.service.ts';
import { findAgentByCode, updateAgent, type AgentRow } from './agents.repository.ts';

export const UPLOADED_MESSAGE = 'Files uploaded successfully!';

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The agent behind a verification link. The link is a capability that only matters until approval:
 * once the agent is approved (or disabled) it answers 404, so a leaked link does not expose the
 * documents later. The approved agent's documents stay available to admins through /b2b/files.
 */
export async function verifyingAgent(
  deps: AppDeps,
  agentCode: number,
  randomString: string,
): Promise<AgentRow> {
  const agent = await findAgentByCode(deps.database.db, agentCode);
  if (!agent || agent.status !== 'pending' || !sameSecret(agent.randomString, randomString)) {
    throw notFound('Verification link');
  }
  return agent;
}

export function certificatesOf(deps: AppDeps, agent: AgentRow): CertificateAnswer {
  return {
    tradeLicense: linkOf(deps, agent.tradeLicenseId),
    taxCertificate: linkOf(deps, agent.taxCertificateId),
  };
}

/** Stores both documents, replacing earlier ones (rows and bytes). */
export async function saveCertificates(
  deps: AppDeps,
  agent: AgentRow,
  tradeLicense: CheckedFile,
  taxCertificate: CheckedFile,
): Promise<CertificateAnswer> {
  const staged = await stageFiles(deps, [tradeLicense, taxCertificate]);
  let cleanup: () => Promise<void>;
  let updated: AgentRow;
  try {
    ({ updated, cleanup } = await deps.database.db.transaction(async (tx) => {
      const [license, certificate] = await staged.record(tx, agent.id, ['trade-license', 'tax-certificate']);
      if (!license || !certificate) throw new Error('uploads not recorded');
      const row = await updateAgent(
        tx,
        agent.id,
        { tradeLicenseId: license.id, taxCertificateId: certificate.id },
        deps.clock.now(),
      );
      const drop = await dropUploads(deps, tx, [agent.tradeLicenseId, agent.taxCertificateId]);
      return { updated: row, cleanup: drop };
    }));
  } catch (err) {
    await staged.discard();
    throw err;
  }
  await cleanup();
  return certificatesOf(deps, updated);
}
