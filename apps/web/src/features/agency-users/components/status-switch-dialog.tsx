import type { AgencyUserDto } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { envelopeMessage } from '../../../lib/error-envelope';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../lib/use-toast';
import { statusLabel } from '../lib/roles';
import { useUpdateAgencyUserMutation } from '../api/agency-users.api';

/** Confirms disabling (its sessions end at once) or enabling a user. */
export function StatusSwitchDialog({ user, onClose }: { user: AgencyUserDto | null; onClose: () => void }) {
  const toast = useToast();
  const t = useT();
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
      toast.success(
        disabling ? t('users.disabled', 'User disabled') : t('users.enabled', 'User enabled'),
        t('users.isStatus', '{name} is {status}.', { name: user.name, status: statusLabel(res.data.status) }),
      );
      close();
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isLoading && close()}
      title={
        disabling
          ? t('users.disableAsk', 'Disable {name}?', { name: user.name })
          : t('users.enableAsk', 'Enable {name}?', { name: user.name })
      }
      description={
        disabling
          ? t(
              'users.disableHint',
              'The user is signed out everywhere at once and cannot sign in until you enable it again.',
            )
          : t('users.enableHint', 'The user can sign in again with its password.')
      }
      footer={
        <>
          <Button variant="secondary" disabled={isLoading} onClick={close}>
            {t('certificate.cancel', 'Cancel')}
          </Button>
          <Button
            variant={disabling ? 'danger' : 'primary'}
            loading={isLoading}
            onClick={() => void confirm()}
          >
            {disabling ? t('users.disable', 'Disable') : t('users.enable', 'Enable')}
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
