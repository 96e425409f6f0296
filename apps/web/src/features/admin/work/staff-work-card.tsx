import { useState, type FormEvent } from 'react';
import { STAFF_NOTE_MAX, STAFF_WORK_PERMISSION, staffNoteBody } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useStaffCan } from '../lib/staff-permissions';
import {
  useAddStaffNoteMutation,
  useAssignStaffMutation,
  useAssigneeListQuery,
  useStaffWorkQuery,
  type WorkSubject,
} from './work.api';

/**
 * The internal side of an agent, order or visa application: who handles it (orders and applications)
 * and the staff's notes, each named and timestamped. Agents never see any of it.
 */
export function StaffWorkCard({
  subject,
  title = 'Internal notes',
}: {
  subject: WorkSubject;
  title?: string;
}) {
  const work = useStaffWorkQuery(subject);
  const assignable = subject.kind !== 'agent';
  // Everyone who reads sees the notes; those who work on the object write them and assign it.
  const works = useStaffCan()(STAFF_WORK_PERMISSION[subject.kind]);
  return (
    <Card>
      <CardHeader
        title={title}
        description={
          assignable
            ? 'Who handles it and what staff noted. Agents never see this.'
            : 'What staff noted about this agent. Agents never see this.'
        }
      />
      <CardBody className="space-y-4">
        {assignable &&
          (works ? (
            <AssigneeField subject={subject} current={work.data?.assignee ?? null} />
          ) : (
            <p className="text-sm text-slate-700">
              Handled by <strong>{work.data?.assignee?.name ?? 'nobody'}</strong>
            </p>
          ))}
        {works && <NoteForm subject={subject} />}
        {work.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : work.error ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(work.error, 'The notes could not be loaded.')}
          </p>
        ) : work.data && work.data.notes.length > 0 ? (
          <ol className="space-y-3" aria-label="Notes">
            {work.data.notes.map((n) => (
              <li key={n.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm" data-testid="staff-note">
                <p className="text-xs text-slate-600">
                  {n.author.name}, {formatDateTime(n.createdAt)}
                </p>
                <p className="mt-0.5 break-words whitespace-pre-line text-slate-900">{n.text}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-600">No notes yet.</p>
        )}
      </CardBody>
    </Card>
  );
}

function AssigneeField({
  subject,
  current,
}: {
  subject: WorkSubject;
  current: { id: string; name: string; assignedAt: string; assignedBy: string } | null;
}) {
  const staff = useAssigneeListQuery();
  const [assign, state] = useAssignStaffMutation();
  const toast = useToast();
  const change = async (value: string) => {
    const result = await assign({ ...subject, adminId: value || null });
    if (result.error) toast.error('Not assigned', errorMessage(result.error));
    else
      toast.success(
        value ? 'Assigned' : 'Unassigned',
        value ? `Handled by ${result.data.assignee?.name ?? ''}` : 'Nobody handles it now',
      );
  };
  return (
    <div>
      <Field
        label="Handled by"
        hint={
          current ? `Assigned by ${current.assignedBy}, ${formatDateTime(current.assignedAt)}` : undefined
        }
      >
        <Select
          value={current?.id ?? ''}
          disabled={state.isLoading || staff.isLoading}
          options={[
            { value: '', label: 'Nobody' },
            ...(staff.data?.staff ?? []).map((s) => ({ value: s.id, label: s.name })),
          ]}
          onChange={(e) => void change(e.target.value)}
        />
      </Field>
    </div>
  );
}

function NoteForm({ subject }: { subject: WorkSubject }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [add, state] = useAddStaffNoteMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffNoteBody.safeParse({ text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Write the note');
    setError(undefined);
    const result = await add({ ...subject, text: parsed.data.text });
    if (result.error) return setError(errorMessage(result.error));
    setText('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-2">
      <Field label="New note" error={error} hint={`Up to ${STAFF_NOTE_MAX} characters`}>
        <Textarea
          rows={2}
          maxLength={STAFF_NOTE_MAX + 50}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <Button type="submit" size="sm" variant="secondary" loading={state.isLoading}>
        Add note
      </Button>
    </form>
  );
}
