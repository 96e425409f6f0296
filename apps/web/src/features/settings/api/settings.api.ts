import type { AgentRecord, ChangePasswordBody, ProfileSettingsBody } from '@portal/contracts';
import { api } from '../../../lib/api';

export type ProfileImageKind = 'avatar' | 'companyLogo';

const prefix = 'b2b/resellers/auth/update';

/** Profile settings of the signed-in agent; the profile and image calls answer the updated agent record. */
const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfileSettings: build.mutation<AgentRecord, ProfileSettingsBody>({
      query: (body) => ({ url: `${prefix}/profileSettings`, method: 'PATCH', body }),
    }),
    uploadProfileImage: build.mutation<AgentRecord, { kind: ProfileImageKind; image: File }>({
      query: ({ kind, image }) => {
        const body = new FormData();
        body.append('image', image);
        return { url: `${prefix}/${kind}`, method: 'PATCH', body };
      },
    }),
    changePassword: build.mutation<{ message: string }, ChangePasswordBody>({
      query: (body) => ({ url: `${prefix}/password`, method: 'PATCH', body }),
    }),
  }),
});

export const { useUpdateProfileSettingsMutation, useUploadProfileImageMutation, useChangePasswordMutation } =
  settingsApi;
