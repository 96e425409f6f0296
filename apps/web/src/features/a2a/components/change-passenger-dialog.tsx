import { useState } from 'react';
import type { A2aPassengerDto } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useUpdateA2aPassengerMutation } from '../api/a2a.api';
import { useT } from '../../../lib/i18n';

/** A name or passport change of one passenger (before the deadline; the server says why not after it). */
export function ChangePassengerDialog({
  orderId,
  passenger,
  onClose,
}: {
  orderId: string;
  passenger: A2aPassengerDto;
  onClose: () => void;
}) {
  const t = useT();
  const [firstName, setFirstName] = useState(passenger.firstName);
  const [lastName, setLastName] = useState(passenger.lastName);
  const [passportNo, setPassportNo] = useState(passenger.passportNo);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateA2aPassengerMutation();
  const toast = useToast();

  const save = async () => {
    setFailure(null);
    try {
      await update({
        orderId,
        passengerId: passenger._id,
        body: { firstName, lastName, passportNo },
      }).unwrap();
      toast.success(
        t('a2a.passengerChanged', 'Passenger changed'),
        t('a2a.firstnameLastnameIsOn', '{firstName} {lastName} is on the ticket now.', {
          firstName,
          lastName,
        }),
      );
      onClose();
    } catch (err) {
      setFailure(errorMessage(err, t('a2a.theChangeCouldNot', 'The change could not be saved.')));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isLoading && onClose()}
      title={t('a2a.changePassengerPassengerno', 'Change passenger {passengerNo}', {
        passengerNo: passenger.passengerNo,
      })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isLoading}>
            {t('a2a.close', 'Close')}
          </Button>
          <Button loading={isLoading} onClick={() => void save()}>
            {t('a2a.saveChange', 'Save change')}
          </Button>
        </>
      }
    >
      <div className="grid gap-3">
        <Field label={t('a2a.firstName', 'First name')}>
          <Input name="changeFirstName" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
        </Field>
        <Field label={t('a2a.lastName', 'Last name')}>
          <Input name="changeLastName" value={lastName} onChange={(e) => setLastName(e.target.value)} />
        </Field>
        <Field label={t('a2a.passportNumber', 'Passport number')}>
          <Input name="changePassportNo" value={passportNo} onChange={(e) => setPassportNo(e.target.value)} />
        </Field>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
