import type { AgencyUserDto } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { envelopeMessage } from '../../../lib/error-envelope';
import { useToast } from '../../../lib/use-toast';
import { useUpdateAgencyUserMutation } from '../api/agency-users.api';

/** Confirms disabling (its sessions end at once) or enabling a user. */
export function StatusSwitchDialog({ user, onClose }: { user: AgencyUserDto | null; onClose: () => void }) {
  const toast = useToast();
  const [update, { isLoading, error, reset }] = useUpdateAgencyUserMutation();
  if (!user) return null;
  const disabling = user.status === 'active';
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    const res = await update({ id: user._id, status: disabling ? 'disabled' : 'active' });
    if ('data' in res && res.data) {
      toast.success(disabling ? 'User disabled' : 'User enabled', `${user.name} is ${res.data.status}.`);
      close();
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isLoading && close()}
      title={disabling ? `Disable ${user.name}?` : `Enable ${user.name}?`}
      description={
        disabling
          ? 'The user is signed out everywhere at once and cannot sign in until you enable it again.'
          : 'The user can sign in again with its password.'
      }
      footer={
        <>
          <Button variant="secondary" disabled={isLoading} onClick={close}>
            Cancel
          </Button>
          <Button
            variant={disabling ? 'danger' : 'primary'}
            loading={isLoading}
            onClick={() => void confirm()}
          >
            {disabling ? 'Disable' : 'Enable'}
          </Button>
        </>
      }
    >
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {envelopeMessage(error)}
        </p>
      )}
    </Dialog>
  );
}
