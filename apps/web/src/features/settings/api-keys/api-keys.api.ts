import type { ApiKeyDto, ApiKeySecretAnswer, ApiKeysAnswer, CreateApiKeyBody } from '@portal/contracts';
import { api } from '../../../lib/api';

/** The API paths of the agency's API keys (apps/api/src/modules/api-keys). */
export const API_KEYS_PATHS = {
  keys: 'b2b/agency/api-keys',
  rotate: (id: string) => `b2b/agency/api-keys/${id}/rotate`,
  revoke: (id: string) => `b2b/agency/api-keys/${id}/revoke`,
} as const;

/** Issue 39: the keys page under the agency settings. */
export const apiKeysApi = api.enhanceEndpoints({ addTagTypes: ['ApiKeys'] }).injectEndpoints({
  endpoints: (build) => ({
    apiKeys: build.query<ApiKeysAnswer, void>({
      query: () => API_KEYS_PATHS.keys,
      providesTags: ['ApiKeys'],
    }),
    createApiKey: build.mutation<ApiKeySecretAnswer, CreateApiKeyBody>({
      query: (body) => ({ url: API_KEYS_PATHS.keys, method: 'POST', body }),
      invalidatesTags: ['ApiKeys'],
    }),
    rotateApiKey: build.mutation<ApiKeySecretAnswer, string>({
      query: (id) => ({ url: API_KEYS_PATHS.rotate(id), method: 'POST' }),
      invalidatesTags: ['ApiKeys'],
    }),
    revokeApiKey: build.mutation<ApiKeyDto, string>({
      query: (id) => ({ url: API_KEYS_PATHS.revoke(id), method: 'POST' }),
      invalidatesTags: ['ApiKeys'],
    }),
  }),
});

export const { useApiKeysQuery, useCreateApiKeyMutation, useRotateApiKeyMutation, useRevokeApiKeyMutation } =
  apiKeysApi;
