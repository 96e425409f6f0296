import { useState } from 'react';
import { LoadError } from '../../../../components/load-error';
import { Card, CardBody, CardHeader } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Field } from '../../../../components/ui/field';
import { Select } from '../../../../components/ui/select';
import { Skeleton } from '../../../../components/ui/skeleton';
import { ActivityDatePricesForm } from './activity-date-prices-form';
import { ActivityPricesForm } from './activity-prices-form';
import { VehiclePricesForm } from './vehicle-prices-form';
import { AttractionContentForm } from './attraction-content-form';
import { useInventoryAttractionQuery, useInventoryAttractionsQuery } from './attractions.api';
import type { AdminAttractionsAnswer } from '@portal/contracts';

function Attraction({ id, choices }: { id: string; choices: AdminAttractionsAnswer }) {
  const { data, error, isLoading, isFetching, refetch } = useInventoryAttractionQuery(id);
  if (error)
    return (
      <LoadError error={error} what="the attraction" onRetry={() => void refetch()} retrying={isFetching} />
    );
  if (isLoading || !data) return <Skeleton className="h-60 w-full" />;
  const a = data.attraction;
  return (
    <>
      <Card>
        <CardHeader
          title={a.title}
          description={a.isApiConnected ? 'Sold through its supplier' : 'Own inventory'}
        />
        <CardBody>
          <AttractionContentForm key={`${a._id}-${a.version}`} attraction={a} choices={choices} />
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          title="Activities and prices"
          description="In AED: per person with transfers and prices by date range, or per vehicle for private and hourly activities. Bookings already made keep their price."
        />
        {a.activities.length === 0 ? (
          <EmptyState title="No activities" />
        ) : (
          <ul className="divide-y divide-slate-100">
            {a.activities.map((act) => (
              <li key={`${act._id}-${act.version}`} className="px-5 py-4">
                {a.isApiConnected ? (
                  <p className="text-sm text-slate-600">{act.name}: priced by its supplier.</p>
                ) : (
                  <div className="space-y-5">
                    {act.base === 'person' ? (
                      <ActivityPricesForm activity={act} />
                    ) : (
                      <VehiclePricesForm activity={act} />
                    )}
                    {act.base === 'person' && <ActivityDatePricesForm activity={act} />}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

/** The company's attractions: content, cancellation policy and activity prices (issue 34). */
export function AttractionInventoryPage() {
  const { data, error, isLoading, isFetching, refetch } = useInventoryAttractionsQuery();
  const [chosen, setChosen] = useState('');
  const list = data?.attractions ?? [];
  const current = list.find((a) => a._id === chosen) ?? list[0];
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div>
        <h1 className="text-xl font-bold text-slate-900">Attractions</h1>
        <p className="mt-0.5 text-sm text-slate-600">
          What agents find and book: content, operating days, cancellation policy and prices.
        </p>
      </div>
      {error ? (
        <LoadError
          error={error}
          what="the attractions"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : !current || !data ? (
        <EmptyState title="No attractions" />
      ) : (
        <>
          <Field label="Attraction">
            <Select
              value={current._id}
              onChange={(e) => setChosen(e.target.value)}
              options={list.map((a) => ({
                value: a._id,
                label: `${a.title} (${a.destination})${a.isActive ? '' : ' - inactive'}`,
              }))}
            />
          </Field>
          <Attraction id={current._id} choices={data} />
        </>
      )}
    </div>
  );
}
