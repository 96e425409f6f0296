import type { CertificateAnswer, CertificateUploadAnswer } from '@portal/contracts';
import { api } from '../../../lib/api';

export interface CertificateKey {
  agentCode: string;
  randomString: string;
}

const path = ({ agentCode, randomString }: CertificateKey) =>
  `${encodeURIComponent(agentCode)}/${encodeURIComponent(randomString)}`;

/** Verification documents of a pending agent, addressed by agent code and the verification string. */
const certificateApi = api.injectEndpoints({
  endpoints: (build) => ({
    certificate: build.query<CertificateAnswer, CertificateKey>({
      query: (key) => `b2b/resellers/auth/certificate/${path(key)}`,
      providesTags: ['Certificates'],
    }),
    uploadCertificate: build.mutation<
      CertificateUploadAnswer,
      CertificateKey & { tradeLicense: File; taxCertificate: File }
    >({
      query: ({ tradeLicense, taxCertificate, ...key }) => {
        const body = new FormData();
        body.append('tradeLicense', tradeLicense);
        body.append('taxCertificate', taxCertificate);
        return { url: `b2b/resellers/auth/update/certificate/${path(key)}`, method: 'PATCH', body };
      },
      invalidatesTags: ['Certificates'],
    }),
  }),
});

export const { useCertificateQuery, useUploadCertificateMutation } = certificateApi;
