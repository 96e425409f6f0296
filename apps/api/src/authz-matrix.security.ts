import { issueSession } from './modules/auth/sessions.ts';
import type { TestApp } from './testing/test-app.ts';

/** The authorization matrix's probes of the sessions routes: a session of owner A (nobody else ends it). */
interface SecurityProbe {
  params: Record<string, string>;
  secrets: string[];
  ownerSees?: string;
}

const V1 = '/api/v1';

export function securityFactories(testApp: () => TestApp, ownerId: () => string) {
  const factories: Record<string, () => Promise<SecurityProbe>> = {
    // Another agency's user, a sub-agent or staff cannot end A's session (404 / 403); A ends it (200).
    [`DELETE ${V1}/b2b/resellers/auth/sessions/:id`]: async () => {
      const { deps } = testApp();
      const token = await issueSession(deps, deps.database.db, 'agent', ownerId(), {
        userAgent: 'Matrix Browser',
      });
      const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
      return { params: { id: sid.sid }, secrets: [sid.sid], ownerSees: 'Session ended' };
    },
  };
  return factories;
}
