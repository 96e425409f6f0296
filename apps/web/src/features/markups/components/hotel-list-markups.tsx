import { useState } from 'react';
import { Building2, ChevronDown, Search } from 'lucide-react';
import { STAR_CATEGORIES, type StarCategory } from '@portal/domain';
import type { HotelMarkupsAnswer } from '@portal/contracts';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { SkeletonList } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/load-error';
import { useAppSelector } from '../../../app/store';
import { cn } from '../../../lib/cn';
import { useDebounced } from '../../../lib/use-debounced';
import { useHotelMarkupsQuery } from '../api/hotel-markups.api';
import { HotelRoomMarkups } from './hotel-room-markups';
import { HotelScopeMarkups } from './hotel-scope-markups';
import { starLabel } from '../../hotels/lib/labels';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const PAGE_SIZE = 10;

/** Markups by hotel and, opened per hotel, by room type; searchable and paged. */
export function HotelListMarkups({ focusedSubAgentId }: { focusedSubAgentId: string | null }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [star, setStar] = useState<StarCategory | ''>('');
  const [marked, setMarked] = useState(false);
  const [page, setPage] = useState(0);
  const settled = useDebounced(search.trim(), 400);
  const { data, error, isLoading, isFetching, refetch } = useHotelMarkupsQuery({
    ...(settled ? { search: settled } : {}),
    ...(star ? { starCategory: star } : {}),
    ...(marked ? { marked: 'true' as const } : {}),
    skip: page * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  return (
    <Card className="p-4" aria-labelledby="hotel-markups-heading">
      <h2 id="hotel-markups-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Building2 className="size-5 text-brand-600" aria-hidden="true" />{' '}
        {t('markups.byHotelAndRoom', 'By hotel and room type')}
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        {t(
          'markups.hotelReplacesStar',
          'A hotel markup replaces its star category markup; a room type markup replaces both for that room.',
        )}
      </p>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="relative block w-full sm:max-w-xs">
          <span className="sr-only">{t('markups.searchHotels', 'Search hotels')}</span>
          <Search
            className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            type="search"
            value={search}
            placeholder={t('markups.searchHotels', 'Search hotels')}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pe-3 ps-9 text-sm"
          />
        </label>
        <Select
          aria-label={t('markups.starCategory', 'Star category')}
          value={star}
          onChange={(e) => {
            setStar(e.target.value as StarCategory | '');
            setPage(0);
          }}
          placeholder={t('markups.allCategories', 'All categories')}
          options={STAR_CATEGORIES.map((s) => ({ value: s, label: starLabel(t, s) }))}
          className="w-40"
        />
        <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={marked}
            onChange={(e) => {
              setMarked(e.target.checked);
              setPage(0);
            }}
            className="size-4 accent-brand-700"
          />
          {t('markups.onlyHotelsWithMarkups', 'Only hotels with markups')}
        </label>
      </div>
      {isLoading ? (
        <SkeletonList rows={4} label={t('markups.loadingHotels', 'Loading hotels')} />
      ) : error || !data ? (
        <LoadError error={error} what={t('what.theHotels', 'the hotels')} onRetry={() => void refetch()} />
      ) : data.hotels.length === 0 ? (
        <EmptyState
          icon={<Building2 className="size-7" />}
          title={
            marked
              ? t('markups.noHotelHasA', 'No hotel has a markup yet')
              : t('markups.noHotelsFound', 'No hotels found')
          }
          description={
            marked
              ? t('markups.untickOnlyHotelsWith', 'Untick "Only hotels with markups" to set one.')
              : t('markups.tryAnotherNameOr', 'Try another name or category.')
          }
        />
      ) : (
        <ul className={cn('divide-y divide-slate-100', isFetching && 'opacity-70')}>
          {data.hotels.map((hotel) => (
            <HotelRow key={hotel._id} hotel={hotel} focusedSubAgentId={focusedSubAgentId} />
          ))}
        </ul>
      )}
      {data && data.totalHotels > PAGE_SIZE && (
        <Pagination
          className="mt-2"
          page={page + 1}
          pageSize={PAGE_SIZE}
          total={data.totalHotels}
          onPageChange={(p) => setPage(p - 1)}
          label={t('markups.hotelPages', 'Hotel pages')}
          disabled={isFetching}
        />
      )}
    </Card>
  );
}

function HotelRow({
  hotel,
  focusedSubAgentId,
}: {
  hotel: HotelMarkupsAnswer['hotels'][number];
  focusedSubAgentId: string | null;
}) {
  const t = useT();
  const fmt = useFormats();
  const [open, setOpen] = useState(false);
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const roomsId = `rooms-${hotel._id}`;
  return (
    <li className="py-4" data-testid="hotel-markups">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{hotel.name}</p>
          <p className="text-xs text-slate-500">
            {starLabel(t, hotel.starCategory)} · {[hotel.areaName, hotel.cityName].filter(Boolean).join(', ')}
          </p>
        </div>
        {hotel.preview ? (
          <p className="text-xs text-slate-500">
            {t('markups.fromPerRoomNight', 'From, per room night: you pay')}{' '}
            <span className="font-semibold text-slate-700 tabular-nums">
              {fmt.price(hotel.preview.agentPrice, currency)}
            </span>
            {' · '}
            {t('markups.clientPriceLower', 'client price')}{' '}
            <span className="font-semibold text-slate-700 tabular-nums" data-testid="hotel-sell-preview">
              {fmt.price(hotel.preview.sellPrice, currency)}
            </span>
          </p>
        ) : (
          <p className="text-xs text-slate-500">
            {t('markups.liveBedbankRatesOnly', 'Live (bedbank) rates only')}
          </p>
        )}
      </div>
      <HotelScopeMarkups
        scope="hotel"
        itemId={hotel._id}
        label={hotel.name}
        clientMarkup={hotel.clientMarkup}
        subAgents={hotel.subAgents}
        base={hotel.preview?.agentPrice ?? null}
        focusedSubAgentId={focusedSubAgentId}
      />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={roomsId}
        onClick={() => setOpen((o) => !o)}
        className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        {t('markups.roomTypesCount', 'Room types ({roomTypes}{withMarkup})', {
          roomTypes: hotel.roomTypes,
          withMarkup:
            hotel.roomMarkups > 0
              ? t('markups.roommarkupsWithAMarkup', ', {roomMarkups} with a markup', {
                  roomMarkups: hotel.roomMarkups,
                })
              : '',
        })}
      </button>
      {open && (
        <div id={roomsId} className="mt-2 rounded-lg border border-slate-100 p-3">
          <HotelRoomMarkups
            hotelId={hotel._id}
            hotelName={hotel.name}
            focusedSubAgentId={focusedSubAgentId}
          />
        </div>
      )}
    </li>
  );
}
