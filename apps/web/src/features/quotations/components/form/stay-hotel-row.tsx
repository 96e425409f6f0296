import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { QuotationInitialAnswer } from '@portal/contracts';
import {
  QUOTATION_RATE_TYPES,
  takesParty,
  type BoardCode,
  type DraftStayHotel,
  type QuotationRateType,
} from '@portal/domain';
import { DateInput } from '../../../../components/date-input';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { useAppDispatch, useAppSelector } from '../../../../app/store';
import { useDebounced } from '../../../../lib/use-debounced';
import { useQuotationHotelsQuery } from '../../api/lookups.api';
import { boardLabel, rateTypeLabel } from '../../lib/labels';
import { quotationActions as q, selectQuotationDraft } from '../../quotation.slice';
import { useT } from '../../../../lib/i18n';

/** One hotel of a stay option: city, hotel (from the hotel search), room type, board, rate type and its dates. */
export function StayHotelRow({
  stayIndex,
  hotelIndex,
  hotel,
  cities,
  errors,
  removable,
  limits,
}: {
  stayIndex: number;
  hotelIndex: number;
  hotel: DraftStayHotel;
  cities: QuotationInitialAnswer['cities'];
  errors: Record<string, string>;
  removable: boolean;
  limits: { from: string; to: string };
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const childrenAges = useAppSelector((state) => selectQuotationDraft(state).childrenAges);
  const [search, setSearch] = useState('');
  const text = useDebounced(search.trim(), 400);
  const hotels = useQuotationHotelsQuery(
    { ...(hotel.cityId ? { cityId: hotel.cityId } : {}), ...(text ? { search: text } : {}) },
    { skip: !hotel.cityId && !text },
  );
  const list = hotels.data?.hotels ?? [];
  const chosen = list.find((h) => h._id === hotel.hotelId);
  const path = `stays.${stayIndex}.hotels.${hotelIndex}`;
  const err = (field: string) => errors[`${path}.${field}`];
  const patch = (change: Partial<DraftStayHotel>) =>
    dispatch(q.hotelUpdated({ stay: stayIndex, hotel: hotelIndex, patch: change }));

  const hotelOptions = list.map((h) => ({
    value: h._id,
    label: `${h.name}${/^\d$/.test(h.starCategory) ? ` ${h.starCategory}*` : ''}${h.areaName ? `, ${h.areaName}` : ''}`,
  }));
  // The hotel of a loaded amendment stays choosable while its city's list is narrowed or loading.
  if (hotel.hotelId && !chosen)
    hotelOptions.unshift({
      value: hotel.hotelId,
      label: hotel.hotelName || t('quotations.row.chosenHotel', 'Chosen hotel'),
    });
  // Only the rooms that take the family (the hotels' occupancy rule), as the API prices them.
  const roomOptions = chosen
    ? chosen.roomTypes
        .filter((r) => takesParty(r, childrenAges))
        .map((r) => ({
          value: r._id,
          label: t('quotations.row.roomUpTo', '{room} (up to {n} adults)', { room: r.name, n: r.maxAdults }),
        }))
    : hotel.roomTypeId
      ? [{ value: hotel.roomTypeId, label: t('quotations.row.asQuoted', 'Room type as quoted') }]
      : [];
  const boards: readonly BoardCode[] =
    chosen?.boardTypes ?? (hotel.boardTypeCode ? [hotel.boardTypeCode] : []);

  return (
    <div
      role="group"
      aria-label={t('quotations.row.label', 'Hotel {hotel} of stay option {stay}', {
        hotel: hotelIndex + 1,
        stay: stayIndex + 1,
      })}
      className="space-y-3 rounded-lg bg-slate-50 p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-800">
          {t('quotations.row.hotelN', 'Hotel {n}', { n: hotelIndex + 1 })}
        </p>
        {removable ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('quotations.row.remove', 'Remove hotel {n}', { n: hotelIndex + 1 })}
            onClick={() => dispatch(q.hotelRemoved({ stay: stayIndex, hotel: hotelIndex }))}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('quotations.row.city', 'City')}>
          <Select
            placeholder={t('quotations.row.chooseCity', 'Choose a city')}
            options={cities.map((c) => ({ value: c._id, label: `${c.cityName}, ${c.countryName}` }))}
            value={hotel.cityId}
            onChange={(e) =>
              patch({
                cityId: e.target.value,
                hotelId: '',
                hotelName: '',
                roomTypeId: null,
                boardTypeCode: null,
              })
            }
          />
        </Field>
        <Field label={t('quotations.row.find', 'Find a hotel by name')}>
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        <Field label={t('quotations.hotel', 'Hotel')} error={err('hotelId')} required>
          <Select
            placeholder={
              hotels.isFetching
                ? t('quotations.row.loadingHotels', 'Loading hotels...')
                : !hotel.cityId && !text
                  ? t('quotations.row.cityFirst', 'Choose the city or search first')
                  : t('quotations.row.chooseHotel', 'Choose a hotel')
            }
            disabled={hotelOptions.length === 0}
            options={hotelOptions}
            value={hotel.hotelId}
            onChange={(e) => {
              const picked = list.find((h) => h._id === e.target.value);
              patch({
                hotelId: e.target.value,
                hotelName: picked?.name ?? '',
                cityId: picked?.cityId ?? hotel.cityId,
                roomTypeId: null,
                boardTypeCode: null,
              });
            }}
          />
        </Field>
        <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-3 lg:grid-cols-3">
          <Field label={t('quotations.row.roomType', 'Room type')} error={err('roomTypeId')}>
            <Select
              placeholder={t('quotations.row.cheapestAvailable', 'Cheapest available')}
              options={roomOptions}
              value={hotel.roomTypeId ?? ''}
              onChange={(e) => patch({ roomTypeId: e.target.value || null })}
            />
          </Field>
          <Field label={t('quotations.row.board', 'Board')} error={err('boardTypeCode')}>
            <Select
              placeholder={t('quotations.row.cheapest', 'Cheapest')}
              options={boards.map((b) => ({ value: b, label: boardLabel(t, b) }))}
              value={hotel.boardTypeCode ?? ''}
              onChange={(e) => patch({ boardTypeCode: (e.target.value || null) as BoardCode | null })}
            />
          </Field>
          <Field label={t('quotations.row.rate', 'Rate')} error={err('rateType')}>
            <Select
              placeholder={t('quotations.row.cheapest', 'Cheapest')}
              options={QUOTATION_RATE_TYPES.map((r) => ({ value: r, label: rateTypeLabel(t, r) }))}
              value={hotel.rateType ?? ''}
              onChange={(e) => patch({ rateType: (e.target.value || null) as QuotationRateType | null })}
            />
          </Field>
          <Field label={t('quotations.row.checkIn', 'Check-in')} error={err('checkInDate')} required>
            <DateInput
              label={t('quotations.row.checkIn', 'Check-in')}
              value={hotel.checkInDate}
              min={limits.from || undefined}
              max={limits.to || undefined}
              compact
              onChange={(date) => patch({ checkInDate: date })}
            />
          </Field>
          <Field label={t('quotations.row.checkOut', 'Check-out')} error={err('checkOutDate')} required>
            <DateInput
              label={t('quotations.row.checkOut', 'Check-out')}
              value={hotel.checkOutDate}
              min={hotel.checkInDate || limits.from || undefined}
              max={limits.to || undefined}
              compact
              onChange={(date) => patch({ checkOutDate: date })}
            />
          </Field>
        </div>
      </div>
      {hotels.isError ? (
        <p role="alert" className="text-xs text-red-600">
          {t('quotations.row.hotelsFailed', 'The hotels could not be loaded.')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void hotels.refetch()}>
            {t('common.tryAgain', 'Try again')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
