import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { VISA_PAGES, type VisaTravellerDto } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { splitServerErrors } from '../../../lib/server-errors';
import { formError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../lib/use-toast';
import { useReapplyVisaTravellerMutation, useVisaApplicationQuery } from '../api/visas.api';
import { DocumentInputs } from '../components/document-inputs';
import { TravellerFields } from '../components/traveller-fields';
import {
  documentsForm,
  fromPlain,
  TRAVELLER_FIELDS,
  travellerInput,
  type TravellerDraft,
} from '../lib/traveller-form';

const draftOf = (t: VisaTravellerDto): TravellerDraft => ({
  paxType: t.paxType,
  title: t.title,
  firstName: t.firstName,
  lastName: t.lastName,
  email: t.email,
  contactNo: t.contactNo,
  passportNo: t.passportNo,
  dateOfBirth: fromPlain(t.dateOfBirth),
  expiryDate: fromPlain(t.expiryDate),
  files: {},
});

function ReapplyForm({ applicationId, traveller }: { applicationId: string; traveller: VisaTravellerDto }) {
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  const [draft, setDraft] = useState(() => draftOf(traveller));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [reapply, state] = useReapplyVisaTravellerMutation();
  const label = `${traveller.firstName} ${traveller.lastName}`;
  return (
    <form
      aria-label={t('visaReapply.form', 'Reapply')}
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const form = documentsForm(draft.files);
        form.append('traveller', JSON.stringify(travellerInput(draft)));
        void reapply({ id: applicationId, travellerId: traveller._id, form }).then((res) => {
          if ('error' in res) {
            const { byField, general } = splitServerErrors(res.error, TRAVELLER_FIELDS);
            setErrors(byField);
            setProblem(general);
            return;
          }
          toast.success(
            t('visaReapply.done', 'Reapplied'),
            t('visaReapply.doneText', '{name} is submitted again at no new charge', { name: label }),
          );
          void navigate(VISA_PAGES.details(applicationId));
        });
      }}
    >
      {traveller.rejectionReason && (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {t('visaReapply.rejected', 'Rejected:')} <bdi>{traveller.rejectionReason}</bdi>
        </p>
      )}
      <TravellerFields label={label} value={draft} errors={errors} onChange={setDraft} />
      <DocumentInputs
        who={label}
        files={draft.files}
        have={traveller.documents}
        errors={errors}
        onChange={(field, file) =>
          setDraft((d) => {
            const files = { ...d.files };
            if (file) files[field] = file;
            else delete files[field];
            return { ...d, files };
          })
        }
      />
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {formError(problem)}
        </p>
      )}
      <Button type="submit" loading={state.isLoading}>
        {t('visaReapply.submit', 'Reapply at no new charge')}
      </Button>
    </form>
  );
}

/** /visa/order/{id}/details/{passenger}: a rejected traveller reapplied with corrected fields and documents. */
export function VisaReapplyPage() {
  const { id = '', passenger = '' } = useParams();
  const t = useT();
  const { data, error, isLoading } = useVisaApplicationQuery(id);
  if (isLoading) return <SkeletonList rows={3} label={t('visaReapply.loading', 'Loading the traveller')} />;
  const traveller = data?.visaApplication.travellers.find((x) => x._id === passenger);
  if (error || !data || !traveller)
    return (
      <p role="alert" className="p-6 text-red-600">
        {errorMessage(error, t('visaReapply.notFound', 'Traveller not found'))}
      </p>
    );
  return (
    <div className="mx-auto max-w-4xl space-y-4 px-3 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">
        {traveller.firstName} {traveller.lastName} - {data.visaApplication.referenceNumber}
      </h1>
      {traveller.status === 'rejected' ? (
        <ReapplyForm applicationId={id} traveller={traveller} />
      ) : (
        <p className="text-sm text-slate-600">
          {t('visaReapply.onlyRejected', 'Only a rejected traveller can be reapplied.')}
        </p>
      )}
      <Link className="text-sm font-semibold text-brand-700" to={VISA_PAGES.details(id)}>
        {t('visaReapply.back', 'Back to the application')}
      </Link>
    </div>
  );
}
