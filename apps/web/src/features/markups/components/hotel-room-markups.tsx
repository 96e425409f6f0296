import { SkeletonList } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/load-error';
import { useAppSelector } from '../../../app/store';
import { useHotelRoomMarkupsQuery } from '../api/hotel-markups.api';
import { HotelScopeMarkups } from './hotel-scope-markups';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** The room types of one hotel, each with its own markup (which wins over the hotel's and the star category's). */
export function HotelRoomMarkups({
  hotelId,
  hotelName,
  focusedSubAgentId,
}: {
  hotelId: string;
  hotelName: string;
  focusedSubAgentId: string | null;
}) {
  const t = useT();
  const fmt = useFormats();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const { data, error, isLoading, refetch } = useHotelRoomMarkupsQuery(hotelId);
  if (isLoading)
    return (
      <SkeletonList
        rows={2}
        label={t('markups.loadingTheRoomTypes', 'Loading the room types of {hotelName}', { hotelName })}
      />
    );
  if (error || !data)
    return (
      <LoadError
        error={error}
        what={t('what.theRoomTypes', 'the room types')}
        onRetry={() => void refetch()}
      />
    );
  if (data.roomTypes.length === 0)
    return (
      <p className="text-sm text-slate-500">
        {t('markups.thisHotelListsNo', 'This hotel lists no room types.')}
      </p>
    );
  const fallback = data.hotelMarkups.clientMarkup
    ? 'the hotel markup'
    : data.starMarkups.clientMarkup
      ? 'the star category markup'
      : 'no client markup';
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-500">Room types without a markup of their own use {fallback}.</p>
      <ul className="divide-y divide-slate-100">
        {data.roomTypes.map((room) => (
          <li key={room._id} className="py-3" data-testid="room-markups">
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-sm font-medium text-slate-900">{room.name}</p>
              {room.preview && (
                <p className="text-xs text-slate-500">
                  {t('markups.youPayPerRoomNight', 'You pay per room night:')}{' '}
                  <span className="font-semibold text-slate-700 tabular-nums">
                    {fmt.price(room.preview.agentPrice, currency)}
                  </span>
                  {' · '}
                  {t('markups.clientPriceLower', 'client price')}{' '}
                  <span className="font-semibold text-slate-700 tabular-nums">
                    {fmt.price(room.preview.sellPrice, currency)}
                  </span>
                </p>
              )}
            </div>
            <HotelScopeMarkups
              scope="room"
              itemId={room._id}
              label={`${hotelName}, ${room.name}`}
              clientMarkup={room.clientMarkup}
              subAgents={room.subAgents}
              base={room.preview?.agentPrice ?? null}
              focusedSubAgentId={focusedSubAgentId}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
