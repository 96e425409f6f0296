import { useState } from 'react';
import { ADMIN_VISA_FILE, type AdminVisaApplicationDto, type AdminVisaTravellerDto } from '@portal/contracts';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { MAX_VISA_MB, visaFileProblem } from './forms';
import { useAttachVisaPdfMutation, useMoveVisaTravellerMutation } from './visas-a2a.api';

/** What staff do to one traveller; each asks for a confirmation first. */
export type VisaAction = 'in_process' | 'approve' | 'reject';

export interface VisaActionTarget {
  action: VisaAction;
  application: AdminVisaApplicationDto;
  traveller: AdminVisaTravellerDto;
}

const REASON_MAX = 500;

const fullName = (t: AdminVisaTravellerDto) => `${t.firstName} ${t.lastName}`;

/** The confirmation (and its input) of one traveller action: in process, approve with the PDF, reject. */
export function VisaTravellerDialog({ target, onClose }: { target: VisaActionTarget; onClose: () => void }) {
  const { action, application, traveller } = target;
  const toast = useToast();
  const [move, moving] = useMoveVisaTravellerMutation();
  const [attach, attaching] = useAttachVisaPdfMutation();
  const [reason, setReason] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = moving.isLoading || attaching.isLoading;
  const who = `${fullName(traveller)} (${traveller.passportNo})`;
  const ref = { applicationId: application._id, travellerId: traveller._id };
  const replacing = action === 'approve' && traveller.status === 'approved';

  const submit = async () => {
    setServerError(null);
    if (action === 'reject') {
      const text = reason.trim();
      if (!text) return setProblem('Give the reason for the rejection (the agent reads it)');
      setProblem(null);
      const result = await move({ ...ref, status: 'rejected', reason: text });
      if (result.error) {
        setServerError(fieldErrors(result.error).reason?.[0] ?? errorMessage(result.error));
        return;
      }
      toast.success('Traveller rejected', `${who} of ${application.referenceNumber}: the agent is mailed.`);
    } else if (action === 'approve') {
      const bad = visaFileProblem(file);
      if (bad || !file) return setProblem(bad);
      setProblem(null);
      const result = await attach({ ...ref, file });
      if (result.error) {
        setServerError(fieldErrors(result.error).visa?.[0] ?? errorMessage(result.error));
        return;
      }
      toast.success(
        replacing ? 'Visa replaced' : 'Visa approved',
        `${who} of ${application.referenceNumber}: the visa PDF is attached and the agent is mailed.`,
      );
    } else {
      const result = await move({ ...ref, status: 'in_process' });
      if (result.error) {
        setServerError(errorMessage(result.error));
        return;
      }
      toast.success('Moved to In process', `${who} of ${application.referenceNumber}.`);
    }
    onClose();
  };

  const copy = {
    in_process: {
      title: 'Move to In process?',
      description: `${who} of ${application.referenceNumber} goes from Submitted to In process. The agent is mailed.`,
      confirm: 'Move to In process',
    },
    approve: {
      title: replacing ? 'Replace the visa PDF?' : 'Approve with the visa PDF?',
      description: replacing
        ? `The new PDF replaces the visa of ${who} (${application.referenceNumber}). The agent is mailed.`
        : `Attaching the visa approves ${who} of ${application.referenceNumber}. Only the agent can download it; the agent is mailed.`,
      confirm: replacing ? 'Replace the visa' : 'Attach and approve',
    },
    reject: {
      title: 'Reject this traveller?',
      description: `${who} of ${application.referenceNumber} is rejected with your reason. The agent can correct and reapply at no new charge.`,
      confirm: 'Reject traveller',
    },
  }[action];

  return (
    <ConfirmDialog
      title={copy.title}
      description={copy.description}
      confirmLabel={copy.confirm}
      variant={action === 'reject' ? 'danger' : 'primary'}
      busy={busy}
      error={serverError}
      onConfirm={() => void submit()}
      onCancel={onClose}
      formId={`visa-action-${traveller._id}`}
    >
      {action === 'reject' && (
        <Field
          label="Reason for the rejection"
          required
          error={problem ?? undefined}
          hint={`The agent sees this text (at most ${REASON_MAX} characters).`}
        >
          <Textarea
            autoFocus
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
      )}
      {action === 'approve' && (
        <Field
          label="Visa file"
          required
          error={problem ?? undefined}
          hint={`${ADMIN_VISA_FILE.label} only, at most ${MAX_VISA_MB} MB.`}
        >
          <Input
            type="file"
            accept={ADMIN_VISA_FILE.accept}
            className="h-auto py-1.5"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
        </Field>
      )}
    </ConfirmDialog>
  );
}
