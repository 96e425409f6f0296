import { eq } from 'drizzle-orm';
import { apiKeys } from '@portal/db';
import { systemActor } from './audit/index.ts';
import { apiKeysService } from './modules/api-keys/api-keys.service.ts';
import type { TestApp } from './testing/test-app.ts';

/** The authorization matrix's probes of the API keys routes (issue 39): a key of owner A. */
interface ApiKeyProbe {
  params: Record<string, string>;
  secrets: string[];
  ownerSees: string;
  intact: () => Promise<string | null>;
}

const V1 = '/api/v1';

export function apiKeyFactories(testApp: () => TestApp, ownerId: () => string) {
  const probe = (ownerSees: (prefix: string) => string) => async (): Promise<ApiKeyProbe> => {
    const { deps } = testApp();
    const { key, secret } = await apiKeysService(deps).create(systemActor('matrix'), ownerId(), {
      name: `Matrix key ${Date.now()}`,
      modules: ['attraction'],
    });
    return {
      params: { id: key._id },
      // Nobody else may see the key, let alone a secret of it.
      secrets: [key._id, key.name, secret, key.prefix],
      ownerSees: ownerSees(key.prefix),
      intact: async () => {
        const [row] = await deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, key._id));
        return row?.status === 'active' && row.prefix === key.prefix
          ? null
          : 'another caller changed the key';
      },
    };
  };
  const factories: Record<string, () => Promise<ApiKeyProbe>> = {
    // Another agency, a sub-agent or staff cannot rotate or revoke A's key (404 / 403); A does (200).
    [`POST ${V1}/b2b/agency/api-keys/:id/rotate`]: probe(() => 'pk_live_'),
    [`POST ${V1}/b2b/agency/api-keys/:id/revoke`]: probe(() => 'revoked'),
  };
  return factories;
}
