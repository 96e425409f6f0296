import { MapPin, Navigation } from 'lucide-react';
import type { HotelDetailsDto } from '@portal/contracts';
import { useCompanyConfigQuery } from '../../../lib/shell-api';
import { placeLine } from '../lib/suggestions';

/**
 * Address and distance; an embedded map only when the company configuration carries a maps key
 * (MAPS_API_KEY of the API, handed out by GET /company/config).
 */
export function HotelLocation({ hotel }: { hotel: HotelDetailsDto }) {
  const { data } = useCompanyConfigQuery();
  const key = data?.mapsApiKey ?? '';
  const address = placeLine(
    hotel.address,
    hotel.areaName,
    hotel.cityName,
    hotel.stateName,
    hotel.countryName,
  );
  return (
    <div className="space-y-3">
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {address}
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Navigation className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {hotel.distanceFromCityCentreKm.toFixed(1)} km from the {hotel.cityName} city centre
      </p>
      {key && (
        <iframe
          title={`Map of ${hotel.name}`}
          src={`https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${hotel.latitude},${hotel.longitude}&zoom=15`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="aspect-[16/9] w-full rounded-xl border border-slate-200"
          data-testid="hotel-map"
        />
      )}
    </div>
  );
}
