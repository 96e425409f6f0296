import { nationalityOf } from '@portal/domain';
import { useState } from 'react';
import { Users } from 'lucide-react';
import type { A2aAdminTicketDto } from '@portal/contracts';
import { LoadError } from '../../../components/load-error';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useA2aPassengersQuery, useChangeA2aSeatsMutation, useCloseA2aTicketMutation } from './visas-a2a.api';

export const ticketLabel = (t: A2aAdminTicketDto) => `${t.sector} ${t.flight} on ${formatDate(t.onwardDate)}`;

/** Adds or withdraws seats; withdrawing never takes sold seats (the API refuses with 409). */
export function SeatsDialog({ ticket, onClose }: { ticket: A2aAdminTicketDto; onClose: () => void }) {
  const toast = useToast();
  const [change, state] = useChangeA2aSeatsMutation();
  const [direction, setDirection] = useState<'add' | 'withdraw'>('add');
  const [count, setCount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const n = Number(count);
  const valid = /^\d+$/.test(count.trim()) && n >= 1 && n <= 1000;
  const delta = valid ? (direction === 'add' ? n : -n) : 0;

  const submit = async () => {
    setServerError(null);
    if (!valid) return setProblem('Enter a whole number of seats from 1 to 1000');
    if (direction === 'withdraw' && n > ticket.availableSeats)
      return setProblem(`Only ${ticket.availableSeats} unsold seat(s) can be withdrawn`);
    setProblem(null);
    const result = await change({ ticketId: ticket._id, change: delta });
    if (result.error) return setServerError(errorMessage(result.error));
    toast.success(
      'Seats changed',
      `${ticketLabel(ticket)}: ${result.data.availableSeats} of ${result.data.totalSeats} seats unsold.`,
    );
    onClose();
  };

  return (
    <ConfirmDialog
      title="Change seats"
      description={`${ticketLabel(ticket)}: ${ticket.totalSeats} seats, ${ticket.totalSeats - ticket.availableSeats} sold, ${ticket.availableSeats} unsold.`}
      confirmLabel={direction === 'add' ? 'Add seats' : 'Withdraw seats'}
      busy={state.isLoading}
      error={serverError}
      onConfirm={() => void submit()}
      onCancel={onClose}
      formId="a2a-seats-form"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Change">
          <Select
            value={direction}
            onChange={(e) => setDirection(e.target.value as 'add' | 'withdraw')}
            options={[
              { value: 'add', label: 'Add seats' },
              { value: 'withdraw', label: 'Withdraw unsold seats' },
            ]}
          />
        </Field>
        <Field label="Number of seats" required error={problem ?? undefined}>
          <Input
            autoFocus
            inputMode="numeric"
            value={count}
            onChange={(e) => setCount(e.target.value)}
            placeholder="e.g. 5"
          />
        </Field>
      </div>
      {valid && (
        <p className="text-sm text-slate-700" data-testid="a2a-seats-preview">
          After the change: {ticket.totalSeats + delta} seats, {ticket.availableSeats + delta} unsold.
        </p>
      )}
    </ConfirmDialog>
  );
}

/** Closes a block for sale after a confirmation; sold seats stay booked. */
export function CloseDialog({ ticket, onClose }: { ticket: A2aAdminTicketDto; onClose: () => void }) {
  const toast = useToast();
  const [close, state] = useCloseA2aTicketMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const confirm = async () => {
    setServerError(null);
    const result = await close(ticket._id);
    if (result.error) return setServerError(errorMessage(result.error));
    toast.success('Ticket closed', `${ticketLabel(ticket)} is no longer sold to agents.`);
    onClose();
  };
  return (
    <ConfirmDialog
      title="Close this ticket for sale?"
      description={`${ticketLabel(ticket)} (PNR ${ticket.pnrNo}): agents can no longer book it. The ${ticket.totalSeats - ticket.availableSeats} seat(s) sold stay booked. This cannot be undone here.`}
      confirmLabel="Close ticket"
      variant="danger"
      cancelLabel="Keep it open"
      busy={state.isLoading}
      error={serverError}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

/** The block's passengers: the name list for the airline. */
export function PassengersDialog({ ticket, onClose }: { ticket: A2aAdminTicketDto; onClose: () => void }) {
  const query = useA2aPassengersQuery(ticket._id);
  const rows = query.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Passengers"
      description={`${ticketLabel(ticket)}, PNR ${ticket.pnrNo}`}
      className="sm:max-w-2xl"
    >
      <div className="pb-4">
        {query.isLoading ? (
          <SkeletonList rows={3} label="Loading passengers" />
        ) : query.error ? (
          <LoadError
            error={query.error}
            what="the passengers"
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : !rows || rows.length === 0 ? (
          <EmptyState
            icon={<Users className="size-7" />}
            title="No passengers yet"
            description="Passengers appear once agents book seats on this ticket."
          />
        ) : (
          <ul className="divide-y divide-slate-100 text-sm" aria-label="Passengers">
            {rows.map((p) => (
              <li key={`${p.orderReference}-${p.passengerNo}`} className="py-2" data-testid="a2a-passenger">
                <p className="font-medium text-slate-900">
                  <bdi>{p.name}</bdi> <span className="font-normal text-slate-600">· {p.status}</span>
                </p>
                <p className="break-words text-slate-600">
                  Passport {p.passportNo} ({nationalityOf(p.nationality)}) · {p.orderReference} #{p.passengerNo} · {p.agent}
                </p>
                {p.infant && <p className="text-slate-600">Infant: {p.infant}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
