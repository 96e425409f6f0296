import { useState } from 'react';
import { BedDouble, Maximize2, Users } from 'lucide-react';
import { plural } from '../../../lib/format';
import type { HotelRoomDto } from '@portal/contracts';
import { occupancyText } from '../lib/labels';
import { RateRow } from './rate-row';

interface RoomCardProps {
  room: HotelRoomDto;
  hotelId: string;
  searchId: string;
  nights: number;
  timeZone: string;
}

/** Rates shown before "Show all": a room can have a dozen board and policy combinations. */
const FIRST_RATES = 4;

/** A room type with every rate offered for the stay, cheapest first. */
export function RoomCard({ room, hotelId, searchId, nights, timeZone }: RoomCardProps) {
  const [all, setAll] = useState(false);
  const rates = all ? room.rates : room.rates.slice(0, FIRST_RATES);
  const hidden = room.rates.length - rates.length;
  return (
    <section
      aria-labelledby={`room-${room.id}`}
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="hotel-room"
    >
      <div className="border-b border-slate-100 px-4 py-3">
        <h3 id={`room-${room.id}`} className="font-semibold break-words text-slate-900">
          {room.name}
        </h3>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Users className="size-3.5" aria-hidden="true" />
            {occupancyText(room)}
          </span>
          {room.bedTypes.length > 0 && (
            <span className="inline-flex items-center gap-1">
              <BedDouble className="size-3.5" aria-hidden="true" />
              {room.bedTypes.join(' or ')}
            </span>
          )}
          {room.sizeSqm !== null && (
            <span className="inline-flex items-center gap-1">
              <Maximize2 className="size-3.5" aria-hidden="true" />
              {room.sizeSqm} m²
            </span>
          )}
        </p>
        {room.amenities.length > 0 && (
          <p className="mt-1 text-xs text-slate-500">{room.amenities.join(' · ')}</p>
        )}
      </div>
      <ul className="divide-y divide-slate-100 px-4" aria-label={`Rates of ${room.name}`}>
        {rates.map((rate) => (
          <RateRow
            key={rate.rateKey}
            rate={rate}
            hotelId={hotelId}
            roomTypeId={room.id}
            searchId={searchId}
            nights={nights}
            timeZone={timeZone}
          />
        ))}
      </ul>
      {hidden > 0 && (
        <div className="border-t border-slate-100 px-4 py-2">
          {/* A long room name wraps on a phone instead of widening the page (not Button: it never wraps). */}
          <button
            type="button"
            onClick={() => setAll(true)}
            className="rounded-lg px-3 py-1.5 text-start text-sm font-semibold text-brand-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            Show {plural(hidden, 'more rate', 'more rates')} of {room.name}
          </button>
        </div>
      )}
    </section>
  );
}
