import { useState } from 'react';
import { Building2, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { AppLink, useNav } from '../../../lib/nav';
import { useDebounced } from '../../../lib/use-debounced';
import { useToast } from '../../../lib/use-toast';
import { ListFrame } from '../components/list-frame';
import { StackedTable } from '../components/stacked-table';
import { TableHead } from '../components/table-head';
import { HotelContentForm } from './hotel-content-form';
import { problemOf } from './inventory-form';
import { useCreateInventoryHotelMutation, useInventoryHotelsQuery } from './inventory.api';

/** /admin/inventory/hotels: the company's own hotels, a search by name, and a new hotel. */
export function InventoryHotelsPage() {
  const [text, setText] = useState('');
  const [all, setAll] = useState(false);
  const q = useDebounced(text.trim(), 400);
  const result = useInventoryHotelsQuery({ ...(q ? { q } : {}), all: all ? 'true' : 'false' });
  const rows = result.data?.hotels;
  const [creating, setCreating] = useState(false);
  const [create, created] = useCreateInventoryHotelMutation();
  const nav = useNav();
  const toast = useToast();

  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <div>
        <h1 className="text-xl font-bold text-slate-900">Hotels</h1>
        <p className="mt-0.5 text-sm text-slate-600">
          The company’s own hotels: content, room types, contracts and allotments agents book.
        </p>
      </div>
      {creating ? (
        <Card aria-labelledby="new-hotel-title">
          <CardHeader title={<span id="new-hotel-title">New hotel</span>} />
          <div className="px-5 pb-5">
            <HotelContentForm
              busy={created.isLoading}
              error={problemOf(created.error)}
              submitLabel="Create hotel"
              onSubmit={(body) => {
                void create(body)
                  .unwrap()
                  .then((hotel) => {
                    toast.success('Hotel created', `${hotel.name}: add its room types next.`);
                    void nav.navigate(`/admin/inventory/hotels/${hotel._id}`);
                  })
                  .catch(() => undefined);
              }}
            />
          </div>
        </Card>
      ) : null}
      <Card aria-labelledby="hotels-title">
        <CardHeader
          title={<span id="hotels-title">Company hotels</span>}
          actions={
            creating ? null : (
              <Button size="sm" onClick={() => setCreating(true)}>
                <Plus className="size-4" aria-hidden="true" /> New hotel
              </Button>
            )
          }
        />
        <div className="grid gap-3 border-b border-slate-100 px-5 py-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <Field label="Hotel name">
            <Input type="search" value={text} autoComplete="off" onChange={(e) => setText(e.target.value)} />
          </Field>
          <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
            <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />
            Include hotels without contracts
          </label>
        </div>
        <ListFrame
          query={result}
          loadingLabel="Loading hotels"
          what="the hotels"
          empty={
            !rows || rows.length === 0 ? (
              <EmptyState
                icon={<Building2 className="size-7" />}
                title={q ? 'No hotel matches this name' : 'No hotels yet'}
                description={q ? 'Change the name.' : 'Create the first hotel.'}
              />
            ) : null
          }
          paging={{
            page: 1,
            pageSize: 100,
            total: rows?.length ?? 0,
            label: 'Hotel pages',
            onPageChange: () => {},
          }}
          inCard
        >
          <StackedTable
            label="Company hotels"
            tableClassName="min-w-[36rem]"
            cards={
              <>
                {rows?.map((h) => (
                  <li key={h._id} className="px-4 py-3 text-sm">
                    <AppLink
                      to={`/admin/inventory/hotels/${h._id}`}
                      className="font-medium text-sky-800 underline"
                    >
                      {h.name}
                    </AppLink>
                    <p className="text-slate-700">
                      {h.cityName}, {h.starCategory} · {h.contracts} contracts
                      {h.isActive ? '' : ' · inactive'}
                    </p>
                  </li>
                ))}
              </>
            }
          >
            <TableHead columns={['Hotel', 'City', 'Stars', 'Contracts', 'Status']} />
            <tbody className="divide-y divide-slate-100">
              {rows?.map((h) => (
                <tr key={h._id} data-testid="inventory-hotel-row">
                  <td className="px-4 py-2.5">
                    <AppLink
                      to={`/admin/inventory/hotels/${h._id}`}
                      className="font-medium text-sky-800 underline"
                    >
                      {h.name}
                    </AppLink>
                  </td>
                  <td className="px-4 py-2.5">{h.cityName}</td>
                  <td className="px-4 py-2.5">{h.starCategory}</td>
                  <td className="px-4 py-2.5">{h.contracts}</td>
                  <td className="px-4 py-2.5">{h.isActive ? 'Active' : 'Inactive'}</td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
        </ListFrame>
      </Card>
    </div>
  );
}
