import { Clock, MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Card, CardBody } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useCertificateQuery } from '../api/certificate.api';
import { CertificateForm } from '../components/certificate-form';

/** /verification/{agentCode}/{randomString} (spec sections 4, 5, 7 and 8). */
export function VerificationPage() {
  const { agentCode = '', randomString = '' } = useParams();
  const navigate = useNavigate();
  const t = useT();
  const valid = /^\d+$/.test(agentCode) && randomString.length > 0;
  const key = { agentCode, randomString };
  const { data, error, isLoading } = useCertificateQuery(key, { skip: !valid });

  useEffect(() => {
    if (!error) return;
    // Spec section 8: a failed certificate fetch is logged and the visitor goes to /.
    console.error('Verification documents could not be loaded', error);
    void navigate('/', { replace: true });
  }, [error, navigate]);

  if (!valid) return <Navigate to="/" replace />;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('verification.title', 'Please upload the required documents to get verified faster!')}
      </h1>
      <p className="mt-3 text-slate-600">
        {t('verification.agentCode', 'Agent code')}{' '}
        <span className="font-mono font-semibold text-slate-900">{agentCode}</span>.{' '}
        {t('verification.upload', "Upload your company's trade licence and tax certificate below.")}
      </p>

      <Card className="mt-6">
        <CardBody className="sm:p-8">
          {isLoading || !data ? (
            <SkeletonList rows={3} label={t('verification.loading', 'Loading your documents')} />
          ) : (
            <CertificateForm verificationKey={key} documents={data} />
          )}
        </CardBody>
      </Card>

      <div className="mt-6 space-y-3 rounded-xl bg-brand-50 p-5 text-sm text-brand-900 ring-1 ring-brand-100">
        <p className="flex gap-2">
          <Clock aria-hidden className="size-5 shrink-0 text-brand-600" />
          {t(
            'verification.waiting',
            'Your account is waiting for approval. Our team reviews your documents, usually within one working day; please wait for the approval before signing in.',
          )}
        </p>
        <p className="flex gap-2">
          <MailCheck aria-hidden className="size-5 shrink-0 text-brand-600" />
          {t('verification.mail', 'An e-mail will be sent to you once your account has been verified.')}
        </p>
      </div>
    </div>
  );
}
