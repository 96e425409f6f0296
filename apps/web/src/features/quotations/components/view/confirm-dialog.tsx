import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  quotationConfirmInput,
  quotationPriceChangedAnswer,
  type QuotationAmendmentDto,
  type QuotationPriceChangedAnswer,
} from '@portal/contracts';
import {
  landPartyTotal,
  OCCUPANCY_ADULTS,
  OCCUPANCY_NAMES,
  partyTotal,
  wholeTripLabel,
  type OccupancyType,
} from '@portal/domain';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { Textarea } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { errorMessage } from '../../../../lib/api';
import { useIdempotentAttempt } from '../../../../lib/idempotency';
import { useToast } from '../../../../lib/use-toast';
import { useConfirmQuotationMutation } from '../../api/amendments.api';
import { money } from '../../lib/labels';

/** The PRICE_CHANGED answer of a confirmation whose price moved, or null. */
function priceChanged(error: unknown): QuotationPriceChangedAnswer | null {
  const data = error && typeof error === 'object' && 'data' in error ? error.data : null;
  const parsed = quotationPriceChangedAnswer.safeParse(data);
  return parsed.success ? parsed.data : null;
}

const ROOMS = Array.from({ length: 51 }, (_, i) => ({ value: String(i), label: String(i) }));

/**
 * Confirms the latest version: the stay option the client chose, rooms per occupancy and comments.
 * The API prices it again; when the price moved, the agent sees the saved and the new whole-trip
 * total and confirms again at the new one (sent as expectedTotal, so money is never other than shown).
 */
export function ConfirmDialog({
  a,
  open,
  onOpenChange,
}: {
  a: QuotationAmendmentDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const toast = useToast();
  const [confirm, state] = useConfirmQuotationMutation();
  const attempt = useIdempotentAttempt();
  const stays = a.costing.stays;
  const [selectedStay, setSelectedStay] = useState(stays[0]?.stayNo ?? 1);
  const [rooms, setRooms] = useState<Partial<Record<OccupancyType, number>>>({});
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState<QuotationPriceChangedAnswer | null>(null);
  const navigate = useNavigate();
  const stay = stays.find((s) => s.stayNo === selectedStay);
  const occupancies = stay?.occupancies.filter((o) => o.perPersonAdultPrice).map((o) => o.occupancy) ?? [];
  const seated = occupancies.reduce((n, o) => n + (rooms[o] ?? 0) * OCCUPANCY_ADULTS[o], 0);
  const adults = a.draft.noOfAdults;
  const party = { adults, children: a.draft.noOfChildren };
  const chosenRooms = Object.fromEntries(occupancies.map((o) => [o, rooms[o] ?? 0]));
  const saved = stay
    ? partyTotal(stay, party, chosenRooms)
    : a.costing.landOnly
      ? landPartyTotal(a.costing.landOnly, party)
      : null;
  const currency = a.costing.currency;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const occupancyRoomCount = Object.fromEntries(occupancies.map((o) => [o, rooms[o] ?? 0]));
    const parsed = quotationConfirmInput.safeParse({
      selectedStay,
      comments,
      occupancyRoomCount,
      ...(changed ? { expectedTotal: changed.current.sellPrice } : {}),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the confirmation');
      return;
    }
    const body = parsed.data;
    try {
      const done = await confirm({
        amendmentId: a._id,
        body,
        idempotencyKey: attempt.keyFor(JSON.stringify(body)),
      }).unwrap();
      attempt.settle(null);
      setChanged(null);
      toast.success(
        'Quotation confirmed',
        `${a.quotationNumber} is confirmed and passed to our operations team.`,
      );
      onOpenChange(false);
      // Confirmed at a new price: that is a new version of the quotation.
      if (done._id !== a._id) void navigate(`/quotation/view?amendment=${encodeURIComponent(done._id)}`);
    } catch (e) {
      attempt.settle(e);
      const moved = priceChanged(e);
      setChanged(moved);
      if (!moved) setError(errorMessage(e, 'The quotation could not be confirmed, please try again.'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !state.isLoading && onOpenChange(next)}
      title={`Confirm ${a.quotationNumber}`}
      description={`Version ${a.amendmentNo}. Once confirmed, the quotation can no longer be changed.`}
    >
      <form id="confirm-quotation" className="space-y-4 pb-4" onSubmit={(e) => void submit(e)} noValidate>
        {stays.length > 0 ? (
          <Field label="Stay option chosen by the client" required>
            <Select
              options={stays.map((s) => ({
                value: String(s.stayNo),
                label: `Option ${s.stayNo}: ${s.hotels.map((h) => h.hotelName).join(', ') || 'no hotel'}`,
              }))}
              value={String(selectedStay)}
              onChange={(e) => {
                setSelectedStay(Number(e.target.value));
                setRooms({});
                setChanged(null);
              }}
            />
          </Field>
        ) : null}
        {occupancies.length > 0 ? (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">Rooms per occupancy</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {occupancies.map((o) => (
                <Field key={o} label={`${OCCUPANCY_NAMES[o]} rooms`}>
                  <Select
                    options={ROOMS}
                    value={String(rooms[o] ?? 0)}
                    onChange={(e) => {
                      setRooms({ ...rooms, [o]: Number(e.target.value) });
                      setChanged(null);
                    }}
                  />
                </Field>
              ))}
            </div>
            <p className="mt-2 text-xs text-slate-600">
              These rooms take {seated} of the {adults} adults.
            </p>
          </fieldset>
        ) : null}
        <Field label="Comments" hint="For our operations team, e.g. flight numbers or special requests">
          <Textarea
            rows={3}
            maxLength={1000}
            value={comments}
            onChange={(e) => setComments(e.target.value)}
          />
        </Field>
        {saved && !changed ? (
          <p className="flex flex-wrap justify-between gap-2 rounded-lg bg-slate-50 p-3 text-sm">
            <span className="text-slate-600">{wholeTripLabel(party, saved.rooms)}</span>
            <span className="font-semibold text-slate-900">{money(saved.total.sellPrice, currency)}</span>
          </p>
        ) : null}
        {changed ? (
          <div role="alert" className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
            <p className="font-semibold text-amber-900">The price has changed since this version was saved</p>
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-amber-900">
              <dt>Saved price for the party</dt>
              <dd className="text-end line-through">{money(changed.expectedTotal, changed.currency)}</dd>
              <dt>Price now</dt>
              <dd className="text-end font-semibold">
                {money(changed.current.sellPrice, changed.currency)}
              </dd>
            </dl>
            <p className="text-amber-900">Confirm again to accept the new price (a new version is saved).</p>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-600">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={state.isLoading} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={state.isLoading}>
            {changed ? 'Confirm at the new price' : 'Confirm quotation'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
