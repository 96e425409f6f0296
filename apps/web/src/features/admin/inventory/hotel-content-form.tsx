import { useState, type FormEvent } from 'react';
import type { InventoryHotelBody, InventoryHotelDto } from '@portal/contracts';
import { ACCOMMODATION_TYPES, STAR_CATEGORIES, type StarCategory } from '@portal/domain';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { coordinatesProblem } from './coordinates';
import { CoordinatesField } from './coordinates-field';
import { ImageListField } from './image-list-field';
import { linesOf } from './inventory-form';
import { useInventoryCitiesQuery } from './inventory.api';

const starLabel = (s: StarCategory) => (/^\d$/.test(s) ? `${s} stars` : s[0]!.toUpperCase() + s.slice(1));

interface Props {
  hotel?: InventoryHotelDto | undefined;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit: (body: InventoryHotelBody) => void;
}

/**
 * A hotel's content: name, stars, address, city and area, coordinates (pasted from a map site or
 * typed, checked on a map link: no map library or tiles, see coordinates.ts), check-in/out times, description, amenities and pictures (uploaded, in display order).
 */
export function HotelContentForm({ hotel, busy, error, submitLabel, onSubmit }: Props) {
  const cities = useInventoryCitiesQuery();
  const [form, setForm] = useState({
    name: hotel?.name ?? '',
    starCategory: hotel?.starCategory ?? '4',
    accommodationType: hotel?.accommodationType ?? 'hotel',
    address: hotel?.address ?? '',
    cityId: hotel?.cityId ?? '',
    areaId: hotel?.areaId ?? '',
    latitude: hotel ? String(hotel.latitude) : '',
    longitude: hotel ? String(hotel.longitude) : '',
    checkInTime: hotel?.checkInTime ?? '15:00',
    checkOutTime: hotel?.checkOutTime ?? '12:00',
    phone: hotel?.phone ?? '',
    description: hotel?.description ?? '',
    amenities: hotel?.amenities.join('\n') ?? '',
    images: hotel?.images ?? [],
    isActive: hotel?.isActive ?? true,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const city = cities.data?.cities.find((c) => c._id === form.cityId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const latitude = Number(form.latitude);
    const longitude = Number(form.longitude);
    const badPoint = coordinatesProblem(form.latitude, form.longitude);
    if (badPoint) return setProblem(badPoint);
    if (!form.cityId) return setProblem('Choose the city');
    setProblem(null);
    onSubmit({
      name: form.name,
      starCategory: form.starCategory,
      accommodationType: form.accommodationType,
      address: form.address,
      cityId: form.cityId,
      areaId: form.areaId || null,
      latitude,
      longitude,
      checkInTime: form.checkInTime,
      checkOutTime: form.checkOutTime,
      phone: form.phone,
      description: form.description,
      amenities: linesOf(form.amenities),
      images: form.images,
      isActive: form.isActive,
    });
  };

  const shown = problem ?? error;
  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
      <Field label="Hotel name" required className="sm:col-span-2">
        <Input value={form.name} onChange={(e) => set({ name: e.target.value })} required />
      </Field>
      <Field label="Stars">
        <Select
          options={STAR_CATEGORIES.map((s) => ({ value: s, label: starLabel(s) }))}
          value={form.starCategory}
          onChange={(e) => set({ starCategory: e.target.value as StarCategory })}
        />
      </Field>
      <Field label="Type">
        <Select
          options={ACCOMMODATION_TYPES.map((a) => ({ value: a, label: a }))}
          value={form.accommodationType}
          onChange={(e) => set({ accommodationType: e.target.value as typeof form.accommodationType })}
        />
      </Field>
      <Field label="Address" required className="sm:col-span-2">
        <Input value={form.address} onChange={(e) => set({ address: e.target.value })} />
      </Field>
      <Field label="City" required>
        <Select
          options={(cities.data?.cities ?? []).map((c) => ({ value: c._id, label: c.name }))}
          placeholder={cities.isLoading ? 'Loading cities' : 'Choose the city'}
          value={form.cityId}
          onChange={(e) => set({ cityId: e.target.value, areaId: '' })}
        />
      </Field>
      <Field label="Area">
        <Select
          options={(city?.areas ?? []).map((a) => ({ value: a._id, label: a.name }))}
          placeholder="No area"
          value={form.areaId}
          onChange={(e) => set({ areaId: e.target.value })}
        />
      </Field>
      <CoordinatesField
        latitude={form.latitude}
        longitude={form.longitude}
        onChange={(point) => set(point)}
      />
      <Field label="Check-in time" hint="HH:mm, 24-hour">
        <Input value={form.checkInTime} onChange={(e) => set({ checkInTime: e.target.value })} />
      </Field>
      <Field label="Check-out time" hint="HH:mm, 24-hour">
        <Input value={form.checkOutTime} onChange={(e) => set({ checkOutTime: e.target.value })} />
      </Field>
      <Field label="Phone">
        <Input value={form.phone} onChange={(e) => set({ phone: e.target.value })} />
      </Field>
      <div className="flex items-end pb-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={form.isActive}
            onChange={(e) => set({ isActive: e.target.checked })}
          />
          Active (agents can find it)
        </label>
      </div>
      <Field label="Description" className="sm:col-span-2">
        <Textarea value={form.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <Field label="Amenities" hint="One per line">
        <Textarea rows={3} value={form.amenities} onChange={(e) => set({ amenities: e.target.value })} />
      </Field>
      <ImageListField
        label="Hotel pictures"
        images={form.images}
        onChange={(images) => set({ images })}
        max={50}
        className="sm:col-span-2"
      />
      {shown ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {shown}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
