import { useState } from 'react';
import { BadgePercent, Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminMarkupDto } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { useToast } from '../../../lib/use-toast';
import { agentText, markupText, PRODUCT_LABELS, PRODUCT_OPTIONS } from './markup-labels';
import { MarkupFormDialog } from './markup-form-dialog';
import { useAdminMarkupsQuery, useRemoveAdminMarkupMutation, type AdminMarkupListArgs } from './settings.api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListFrame } from '../components/list-frame';
import { StackedTable } from '../components/stacked-table';
import { useUrlFilters } from '../lib/use-url-filters';
import { TableHead } from '../components/table-head';
import { useStaffCan } from '../lib/staff-permissions';

const PAGE_SIZE = 20;
const KEYS = ['agent', 'product'] as const;

/** The company's markups: filters in the URL, add, edit and remove (each confirmed first). */
export function CompanyMarkupsSection() {
  const filters = useUrlFilters(KEYS);
  const { values, page } = filters;
  const agent = useDebounced(values.agent.trim(), 400);
  const args: AdminMarkupListArgs = { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  if (agent) args.agent = agent;
  if (values.product) args.product = values.product;
  const result = useAdminMarkupsQuery(args);
  const rows = result.data?.markups;
  const total = result.data?.total ?? 0;
  const [editing, setEditing] = useState<AdminMarkupDto | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminMarkupDto | null>(null);
  const changes = useStaffCan()('content.markups');

  return (
    <Card aria-labelledby="company-markups-title">
      <CardHeader
        title={<span id="company-markups-title">Company markups</span>}
        description="The first layer of every agent price, per agent or the default of every agent."
        actions={
          changes ? (
            <Button size="sm" onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden="true" /> Add markup
            </Button>
          ) : undefined
        }
      />
      <div className="grid gap-3 border-b border-slate-100 px-5 py-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <Field label="Agent" hint='Agent code, e-mail, or "default" for the defaults'>
          <Input
            type="search"
            value={values.agent}
            autoComplete="off"
            onChange={(e) => filters.change({ agent: e.target.value })}
          />
        </Field>
        <Field label="Product">
          <Select
            options={PRODUCT_OPTIONS}
            placeholder="Every product"
            value={values.product}
            onChange={(e) => filters.change({ product: e.target.value })}
          />
        </Field>
        {filters.any ? (
          <Button variant="ghost" size="sm" className="justify-self-start sm:mt-7" onClick={filters.clear}>
            Clear filters
          </Button>
        ) : null}
      </div>
      <ListFrame
        query={result}
        loadingLabel="Loading company markups"
        skeletonRows={4}
        what="the company markups"
        empty={
          !rows || rows.length === 0 ? (
            <EmptyState
              icon={<BadgePercent className="size-7" />}
              title={filters.any ? 'No markup matches these filters' : 'No company markups yet'}
              description={
                filters.any
                  ? 'Change or clear the filters.'
                  : "Without one, agents pay each product's standard price."
              }
            />
          ) : null
        }
        paging={{
          page,
          pageSize: PAGE_SIZE,
          total,
          label: 'Company markup pages',
          onPageChange: filters.goTo,
        }}
        inCard
      >
        {/* Small screens: one stacked row per markup, its actions in reach. */}
        <StackedTable
          label="Company markups"
          tableClassName="min-w-[44rem]"
          cards={
            <>
              {rows?.map((m) => (
                <li
                  key={m._id}
                  className="flex items-start gap-2 px-4 py-3 text-sm"
                  data-testid="markup-card"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">{markupText(m)}</p>
                    <p className="text-slate-700">
                      {PRODUCT_LABELS[m.product]}: {m.itemName}
                    </p>
                    <p className="text-xs text-slate-600">
                      {agentText(m.agent)}, {formatDateTime(m.updatedAt)}
                    </p>
                  </div>
                  {changes && <MarkupActions markup={m} onEdit={setEditing} onRemove={setRemoving} />}
                </li>
              ))}
            </>
          }
        >
          <TableHead
            columns={[
              'Agent',
              'Product',
              'Applies to',
              'Markup',
              'Updated',
              { label: 'Actions', hidden: true },
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {rows?.map((m) => (
              <tr key={m._id} data-testid="markup-row">
                <td className="px-4 py-2.5 text-slate-900">{agentText(m.agent)}</td>
                <td className="px-4 py-2.5">{PRODUCT_LABELS[m.product]}</td>
                <td className="px-4 py-2.5">
                  <span className="text-slate-900">{m.itemName}</span>
                  {m.itemId ? (
                    <span className="block text-xs break-all text-slate-500">{m.itemId}</span>
                  ) : null}
                </td>
                <td className="px-4 py-2.5 font-medium whitespace-nowrap text-slate-900">{markupText(m)}</td>
                <td className="px-4 py-2.5 whitespace-nowrap text-slate-600">
                  {formatDateTime(m.updatedAt)}
                </td>
                <td className="px-4 py-2.5">
                  {changes && <MarkupActions markup={m} onEdit={setEditing} onRemove={setRemoving} />}
                </td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      </ListFrame>
      {editing ? (
        <MarkupFormDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {removing ? <RemoveDialog markup={removing} onClose={() => setRemoving(null)} /> : null}
    </Card>
  );
}

function MarkupActions({
  markup: m,
  onEdit,
  onRemove,
}: {
  markup: AdminMarkupDto;
  onEdit: (m: AdminMarkupDto) => void;
  onRemove: (m: AdminMarkupDto) => void;
}) {
  return (
    <div className="flex shrink-0 justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Edit the markup for ${agentText(m.agent)} on ${m.itemName}`}
        onClick={() => onEdit(m)}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Remove the markup for ${agentText(m.agent)} on ${m.itemName}`}
        onClick={() => onRemove(m)}
      >
        <Trash2 className="size-4 text-red-600" aria-hidden="true" />
      </Button>
    </div>
  );
}

function RemoveDialog({ markup, onClose }: { markup: AdminMarkupDto; onClose: () => void }) {
  const [remove, { isLoading, error }] = useRemoveAdminMarkupMutation();
  const toast = useToast();
  const submit = async () => {
    try {
      const answer = await remove(markup._id).unwrap();
      toast.success('Markup removed', answer.message);
      onClose();
    } catch {
      /* shown in the dialog */
    }
  };
  return (
    <ConfirmDialog
      title="Remove this markup?"
      description="The next most specific markup applies again; agents see the new prices at once."
      confirmLabel="Remove markup"
      variant="danger"
      cancelLabel="Keep it"
      busy={isLoading}
      error={error ? errorMessage(error) : null}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <p>
        {markupText(markup)} for {agentText(markup.agent)} on {PRODUCT_LABELS[markup.product].toLowerCase()}:{' '}
        {markup.itemName}.
      </p>
    </ConfirmDialog>
  );
}
