import { useState } from 'react';
import { LoadError } from '../../../../components/load-error';
import { Card, CardBody, CardHeader } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Skeleton } from '../../../../components/ui/skeleton';
import { VisaPriceRow } from './visa-price-row';
import { VisaTypeForm } from './visa-type-form';
import { useVisaInventoryTypesQuery, useVisaTypePricesQuery } from './visas.api';

const SHOWN = 30;

function Prices({ typeId }: { typeId: string }) {
  const [search, setSearch] = useState('');
  const { data, error, isLoading, isFetching, refetch } = useVisaTypePricesQuery(typeId);
  if (error)
    return <LoadError error={error} what="the prices" onRetry={() => void refetch()} retrying={isFetching} />;
  if (isLoading || !data)
    return (
      <div className="space-y-2 p-4">
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-full" />
      </div>
    );
  const needle = search.trim().toLowerCase();
  const rows = data.prices.filter(
    (p) =>
      !needle ||
      p.nationality.name.toLowerCase().includes(needle) ||
      p.nationality.isocode.toLowerCase() === needle,
  );
  return (
    <>
      <CardBody>
        <Field label="Find a nationality" hint={`Showing ${Math.min(rows.length, SHOWN)} of ${rows.length}`}>
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
      </CardBody>
      {rows.length === 0 ? (
        <EmptyState title="No nationality matches" />
      ) : (
        <ul
          className="divide-y divide-slate-100 border-t border-slate-100"
          aria-label="Prices per nationality"
        >
          {rows.slice(0, SHOWN).map((row) => (
            <VisaPriceRow
              key={`${row.nationality._id}-${row.price?.version ?? 0}`}
              typeId={typeId}
              row={row}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** The company's visa types and their prices per nationality, which agents see at once (issue 34). */
export function VisaInventoryPage() {
  const { data, error, isLoading, isFetching, refetch } = useVisaInventoryTypesQuery();
  const [chosen, setChosen] = useState('');
  const types = data?.visaTypes ?? [];
  const type = types.find((t) => t._id === chosen) ?? types[0];
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div>
        <h1 className="text-xl font-bold text-slate-900">Visa types and prices</h1>
        <p className="mt-0.5 text-sm text-slate-600">
          What agents are offered per nationality. Applications already paid keep their price.
        </p>
      </div>
      {error ? (
        <LoadError error={error} what="the visa types" onRetry={() => void refetch()} retrying={isFetching} />
      ) : isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : !type ? (
        <EmptyState title="No visa types" />
      ) : (
        <>
          <Field label="Visa type">
            <Select
              value={type._id}
              onChange={(e) => setChosen(e.target.value)}
              options={types.map((t) => ({
                value: t._id,
                label: `${t.name}${t.isActive ? '' : ' (inactive)'}`,
              }))}
            />
          </Field>
          <Card>
            <CardHeader title={type.name} description={`${type.country} · code ${type.code}`} />
            <CardBody>
              <VisaTypeForm key={`${type._id}-${type.version}`} type={type} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Prices per nationality" description="Per traveller, in AED." />
            <Prices typeId={type._id} />
          </Card>
        </>
      )}
    </div>
  );
}
