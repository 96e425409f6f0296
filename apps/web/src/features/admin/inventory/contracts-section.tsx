import { useState } from 'react';
import { Copy, FileSignature, Pencil, Plus } from 'lucide-react';
import type { InventoryContractDto, InventoryHotelDto } from '@portal/contracts';
import { BOARD_NAMES, formatMoney } from '@portal/domain';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ContractEditor } from './contract-editor';
import { problemOf } from './inventory-form';
import { useCopyInventoryContractMutation } from './inventory.api';

/** A hotel's contracts: their seasons at a glance, edit one, add one, copy one to next season. */
export function ContractsSection({ hotel }: { hotel: InventoryHotelDto }) {
  const [editing, setEditing] = useState<InventoryContractDto | 'new' | null>(null);
  const [copying, setCopying] = useState<InventoryContractDto | null>(null);
  return (
    <Card aria-labelledby="contracts-title">
      <CardHeader
        title={<span id="contracts-title">Contracts</span>}
        description="Seasons and nightly rates per room type and meal plan, in each contract’s currency (agents see AED)."
        actions={
          editing || hotel.roomTypes.length === 0 ? null : (
            <Button size="sm" onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden="true" /> Add contract
            </Button>
          )
        }
      />
      {editing ? (
        <div className="border-b border-slate-100 px-5 pb-5">
          <ContractEditor
            key={editing === 'new' ? 'new' : `${editing._id}:${editing.version}`}
            hotel={hotel}
            contract={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        </div>
      ) : null}
      {hotel.contracts.length === 0 ? (
        <EmptyState
          icon={<FileSignature className="size-7" />}
          title="No contracts yet"
          description={hotel.roomTypes.length ? 'Add the first contract.' : 'Add a room type first.'}
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {hotel.contracts.map((c) => (
            <li key={c._id} className="flex items-start gap-2 px-5 py-3 text-sm" data-testid="contract-row">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {c.roomTypeName}: {c.rateName} ({BOARD_NAMES[c.boardCode]}){c.isActive ? '' : ' · inactive'}
                </p>
                <p className="text-slate-700">
                  {formatDate(c.validFrom)} to {formatDate(c.validTo)} · from{' '}
                  {formatMoney(Math.min(...c.seasons.map((s) => s.roomPrice)), c.currency)} a night · minimum{' '}
                  {c.minStay} nights · release {c.releaseDays} days · version {c.version}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Edit ${c.rateName} of ${c.roomTypeName}`}
                onClick={() => setEditing(c)}
              >
                <Pencil className="size-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Copy ${c.rateName} of ${c.roomTypeName} to next season`}
                onClick={() => setCopying(c)}
              >
                <Copy className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {copying ? <CopyDialog contract={copying} onClose={() => setCopying(null)} /> : null}
    </Card>
  );
}

function CopyDialog({ contract, onClose }: { contract: InventoryContractDto; onClose: () => void }) {
  const [percent, setPercent] = useState('5');
  const [copy, { isLoading, error }] = useCopyInventoryContractMutation();
  const toast = useToast();
  const value = Number(percent);
  const valid = percent.trim() !== '' && Number.isFinite(value) && value > -100;
  return (
    <ConfirmDialog
      title="Copy to next season?"
      description="A new contract a year later, every price changed by the percentage; this one keeps selling its dates."
      confirmLabel="Copy contract"
      cancelLabel="Cancel"
      busy={isLoading}
      error={problemOf(error) ?? (valid ? null : 'Enter a change above -100%')}
      onConfirm={() => {
        if (!valid) return;
        void copy({ id: contract._id, percent: value })
          .unwrap()
          .then((made) => {
            toast.success('Contract copied', `${formatDate(made.validFrom)} to ${formatDate(made.validTo)}`);
            onClose();
          })
          .catch(() => undefined);
      }}
      onCancel={onClose}
    >
      <Field label="Price change (%)" hint="e.g. 5 for 5% more, -10 for 10% less">
        <Input inputMode="decimal" value={percent} onChange={(e) => setPercent(e.target.value)} />
      </Field>
    </ConfirmDialog>
  );
}
