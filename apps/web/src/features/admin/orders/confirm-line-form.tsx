import { useState, type FormEvent } from 'react';
import type { AdminOrderDetails, AdminOrderLine, AdminOrderProduct } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useConfirmAdminOrderLineMutation } from './orders.api';

const MAX = 60;

function problemOf(value: string): string | null {
  const v = value.trim();
  if (!v) return 'Enter the confirmation number';
  if (v.length > MAX) return `The confirmation number is at most ${MAX} characters`;
  return null;
}

/** The hotel's or operator's number for a booked line, asked again in a dialog before it is saved. */
export function ConfirmLineForm({
  order,
  line,
}: {
  order: Pick<AdminOrderDetails, '_id' | 'referenceNumber'> & { product: AdminOrderProduct };
  line: AdminOrderLine;
}) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [confirm, state] = useConfirmAdminOrderLineMutation();
  const toast = useToast();
  const number = value.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const p = problemOf(value);
    setProblem(p);
    if (!p) setAsking(true);
  };

  const save = async () => {
    try {
      await confirm({
        product: order.product,
        id: order._id,
        lineId: line._id,
        body: { confirmationNumber: number },
      }).unwrap();
      setAsking(false);
      setValue('');
      toast.success(
        'Booking confirmed',
        `${order.referenceNumber} line ${line.lineNo} is confirmed with ${number}.`,
      );
    } catch (err) {
      setAsking(false);
      setProblem(fieldErrors(err).confirmationNumber?.[0] ?? errorMessage(err));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Confirm line ${line.lineNo}`}
      className="mt-3 flex flex-col gap-2 rounded-lg border border-sky-200 bg-white p-3 sm:flex-row sm:items-start"
    >
      <Field
        label={`Confirmation number for line ${line.lineNo}`}
        error={problem ?? undefined}
        hint="The hotel's or operator's number; the agent is mailed."
        required
        className="flex-1"
      >
        <Input
          value={value}
          maxLength={MAX + 20}
          autoComplete="off"
          onChange={(e) => {
            setValue(e.target.value);
            if (problem) setProblem(null);
          }}
        />
      </Field>
      <Button type="submit" className="sm:mt-6" disabled={state.isLoading}>
        Confirm line
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Confirm ${order.referenceNumber} line ${line.lineNo}?`}
        description="The line becomes confirmed with this number and the agent is mailed. This cannot be undone here."
        confirmLabel="Yes, confirm"
        busy={state.isLoading}
        onConfirm={() => void save()}
        onCancel={() => setAsking(false)}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">Line</dt>
          <dd className="text-slate-900">{line.description}</dd>
          <dt className="text-slate-600">Confirmation number</dt>
          <dd className="font-semibold break-all text-slate-900">{number}</dd>
        </dl>
      </ConfirmDialog>
    </form>
  );
}
