import { useState, type FormEvent } from 'react';
import { BedDouble, Pencil, Plus } from 'lucide-react';
import type { InventoryHotelDto, InventoryRoomTypeDto } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useToast } from '../../../lib/use-toast';
import { NumberField } from './field-row';
import { ImageListField } from './image-list-field';
import { linesOf, problemOf } from './inventory-form';
import { useCreateInventoryRoomTypeMutation, useUpdateInventoryRoomTypeMutation } from './inventory.api';

/** A hotel's room types with their occupancy and beds; add one or edit one in place. */
export function RoomTypesSection({ hotel }: { hotel: InventoryHotelDto }) {
  const [editing, setEditing] = useState<InventoryRoomTypeDto | 'new' | null>(null);
  return (
    <Card aria-labelledby="room-types-title">
      <CardHeader
        title={<span id="room-types-title">Room types</span>}
        description="Occupancy and beds; a new room type sells nothing until the allotment grid releases rooms."
        actions={
          editing ? null : (
            <Button size="sm" onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden="true" /> Add room type
            </Button>
          )
        }
      />
      {editing ? (
        <div className="border-b border-slate-100 px-5 pb-5">
          <RoomTypeForm
            hotelId={hotel._id}
            room={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        </div>
      ) : null}
      {hotel.roomTypes.length === 0 ? (
        <EmptyState
          icon={<BedDouble className="size-7" />}
          title="No room types yet"
          description="Add the first."
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {hotel.roomTypes.map((r) => (
            <li key={r._id} className="flex items-start gap-2 px-5 py-3 text-sm" data-testid="room-type-row">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{r.name}</p>
                <p className="text-slate-700">
                  Up to {r.maxAdults} adults, {r.maxChildren} children, {r.maxInfants} infants; at most{' '}
                  {r.maxOccupancy} guests; {r.maxExtraBeds} extra beds
                  {r.bedTypes.length ? ` · ${r.bedTypes.join(', ')}` : ''}
                </p>
              </div>
              <Button variant="ghost" size="sm" aria-label={`Edit ${r.name}`} onClick={() => setEditing(r)}>
                <Pencil className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function RoomTypeForm({
  hotelId,
  room,
  onDone,
}: {
  hotelId: string;
  room: InventoryRoomTypeDto | null;
  onDone: () => void;
}) {
  const [create, created] = useCreateInventoryRoomTypeMutation();
  const [update, updated] = useUpdateInventoryRoomTypeMutation();
  const toast = useToast();
  const [form, setForm] = useState({
    name: room?.name ?? '',
    maxAdults: String(room?.maxAdults ?? 2),
    maxChildren: String(room?.maxChildren ?? 1),
    maxInfants: String(room?.maxInfants ?? 1),
    maxOccupancy: String(room?.maxOccupancy ?? 3),
    maxExtraBeds: String(room?.maxExtraBeds ?? 0),
    bedTypes: room?.bedTypes.join('\n') ?? '',
    images: room?.images ?? [],
  });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const busy = created.isLoading || updated.isLoading;
  const error = problemOf(created.error ?? updated.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: form.name,
      maxAdults: Number(form.maxAdults),
      maxChildren: Number(form.maxChildren),
      maxInfants: Number(form.maxInfants),
      maxOccupancy: Number(form.maxOccupancy),
      maxExtraBeds: Number(form.maxExtraBeds),
      bedTypes: linesOf(form.bedTypes),
      images: form.images,
    };
    const saving = room ? update({ id: room._id, hotelId, body }) : create({ hotelId, body });
    void saving
      .unwrap()
      .then((saved) => {
        toast.success(room ? 'Room type saved' : 'Room type added', saved.name);
        onDone();
      })
      .catch(() => undefined);
  };

  const number = (
    label: string,
    key: 'maxAdults' | 'maxChildren' | 'maxInfants' | 'maxOccupancy' | 'maxExtraBeds',
  ) => <NumberField label={label} min={0} value={form[key]} onChange={(v) => set({ [key]: v })} />;

  return (
    <form className="grid gap-3 pt-2 sm:grid-cols-3" onSubmit={submit} noValidate aria-label="Room type">
      <Field label="Room type name" required className="sm:col-span-3">
        <Input value={form.name} onChange={(e) => set({ name: e.target.value })} />
      </Field>
      {number('Adults', 'maxAdults')}
      {number('Children', 'maxChildren')}
      {number('Infants', 'maxInfants')}
      {number('Maximum guests', 'maxOccupancy')}
      {number('Extra beds', 'maxExtraBeds')}
      <Field label="Bed types" hint="One per line">
        <Textarea rows={2} value={form.bedTypes} onChange={(e) => set({ bedTypes: e.target.value })} />
      </Field>
      <ImageListField
        label="Room pictures"
        images={form.images}
        onChange={(images) => set({ images })}
        max={30}
        className="sm:col-span-3"
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" disabled={busy}>
          {room ? 'Save room type' : 'Add room type'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
