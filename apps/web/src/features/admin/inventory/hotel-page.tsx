import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Card, CardHeader } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { AppLink } from '../../../lib/nav';
import { useToast } from '../../../lib/use-toast';
import { AllotmentGrid } from './allotment-grid';
import { ContractsSection } from './contracts-section';
import { HotelContentForm } from './hotel-content-form';
import { problemOf } from './inventory-form';
import { useInventoryHotelQuery, useUpdateInventoryHotelMutation } from './inventory.api';
import { PricePreview } from './price-preview';
import { RoomTypesSection } from './room-types-section';

/** /admin/inventory/hotels/:id: a hotel's content, room types, contracts, allotments and prices. */
export function InventoryHotelPage() {
  const id = useParams().id ?? '';
  const hotel = useInventoryHotelQuery(id);
  const [update, updated] = useUpdateInventoryHotelMutation();
  const toast = useToast();

  if (hotel.isLoading) return <SkeletonList rows={4} label="Loading the hotel" />;
  if (hotel.error || !hotel.data)
    return (
      <LoadError
        error={hotel.error}
        what="the hotel"
        onRetry={() => void hotel.refetch()}
        retrying={hotel.isFetching}
      />
    );
  const h = hotel.data;
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <div>
        <AppLink to="/admin/inventory/hotels" className="text-sm text-sky-800 underline">
          Hotels
        </AppLink>
        <h1 className="text-xl font-bold text-slate-900">{h.name}</h1>
        <p className="mt-0.5 text-sm text-slate-600">
          {h.cityName}
          {h.isActive ? '' : ' · inactive: agents do not find it'}
        </p>
      </div>
      <Card aria-labelledby="content-title">
        <CardHeader title={<span id="content-title">Content</span>} />
        <div className="px-5 pb-5">
          <HotelContentForm
            key={h._id}
            hotel={h}
            busy={updated.isLoading}
            error={problemOf(updated.error)}
            submitLabel="Save content"
            onSubmit={(body) => {
              void update({ id: h._id, body })
                .unwrap()
                .then((saved) => toast.success('Hotel saved', saved.name))
                .catch(() => undefined);
            }}
          />
        </div>
      </Card>
      <RoomTypesSection hotel={h} />
      <ContractsSection hotel={h} />
      <AllotmentGrid key={`grid:${h._id}:${h.roomTypes.length}`} hotel={h} />
      <PricePreview hotel={h} />
    </div>
  );
}
