import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  quotationConfirmInput,
  quotationPriceChangedAnswer,
  type QuotationAmendmentDto,
  type QuotationPriceChangedAnswer,
} from '@portal/contracts';
import { landPartyTotal, OCCUPANCY_ADULTS, partyTotal, type OccupancyType } from '@portal/domain';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { Textarea } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { errorMessage } from '../../../../lib/api';
import { useIdempotentAttempt } from '../../../../lib/idempotency';
import { useToast } from '../../../../lib/use-toast';
import { useConfirmQuotationMutation } from '../../api/amendments.api';
import { occupancyLabel, wholeTripText } from '../../lib/labels';
import { useT } from '../../../../lib/i18n';
import { useFormats } from '../../../../lib/use-formats';

/** The PRICE_CHANGED answer of a confirmation whose price moved, or null. */
function priceChanged(error: unknown): QuotationPriceChangedAnswer | null {
  const data = error && typeof error === 'object' && 'data' in error ? error.data : null;
  const parsed = quotationPriceChangedAnswer.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The stay option the client chose: a quotation's options by their hotels. */
export function StayOptionField({
  stays,
  value,
  onChange,
}: {
  stays: QuotationAmendmentDto['costing']['stays'];
  value: number;
  onChange: (stayNo: number) => void;
}) {
  const t = useT();
  return (
    <Field label={t('quotations.confirm.stay', 'Stay option chosen by the client')} required>
      <Select
        options={stays.map((s) => ({
          value: String(s.stayNo),
          label: t('quotations.confirm.optionLabel', 'Option {n}: {hotels}', {
            n: s.stayNo,
            hotels:
              s.hotels.map((h) => h.hotelName).join(', ') || t('quotations.confirm.noHotel', 'no hotel'),
          }),
        }))}
        value={String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </Field>
  );
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
  const t = useT();
  const fmt = useFormats();
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
      setError(parsed.error.issues[0]?.message ?? t('quotations.confirm.check', 'Check the confirmation'));
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
        t('quotations.confirm.done', 'Quotation confirmed'),
        t('quotations.confirm.doneText', '{number} is confirmed and passed to our operations team.', {
          number: a.quotationNumber,
        }),
      );
      onOpenChange(false);
      // Confirmed at a new price: that is a new version of the quotation.
      if (done._id !== a._id) void navigate(`/quotation/view?amendment=${encodeURIComponent(done._id)}`);
    } catch (e) {
      attempt.settle(e);
      const moved = priceChanged(e);
      setChanged(moved);
      if (!moved)
        setError(
          errorMessage(
            e,
            t('quotations.confirm.failed', 'The quotation could not be confirmed, please try again.'),
          ),
        );
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !state.isLoading && onOpenChange(next)}
      title={t('quotations.confirm.title', 'Confirm {number}', { number: a.quotationNumber })}
      description={t(
        'quotations.confirm.description',
        'Version {n}. Once confirmed, the quotation can no longer be changed.',
        { n: a.amendmentNo },
      )}
    >
      <form id="confirm-quotation" className="space-y-4 pb-4" onSubmit={(e) => void submit(e)} noValidate>
        {stays.length > 0 ? (
          <StayOptionField
            stays={stays}
            value={selectedStay}
            onChange={(stayNo) => {
              setSelectedStay(stayNo);
              setRooms({});
              setChanged(null);
            }}
          />
        ) : null}
        {occupancies.length > 0 ? (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">
              {t('quotations.confirm.rooms', 'Rooms per occupancy')}
            </legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {occupancies.map((o) => (
                <Field
                  key={o}
                  label={t('quotations.confirm.occupancyRooms', '{occupancy} rooms', {
                    occupancy: occupancyLabel(t, o),
                  })}
                >
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
              {t('quotations.confirm.seated', 'These rooms take {seated} of the {adults} adults.', {
                seated,
                adults,
              })}
            </p>
          </fieldset>
        ) : null}
        <Field
          label={t('quotations.confirm.comments', 'Comments')}
          hint={t(
            'quotations.confirm.commentsHint',
            'For our operations team, e.g. flight numbers or special requests',
          )}
        >
          <Textarea
            rows={3}
            maxLength={1000}
            value={comments}
            onChange={(e) => setComments(e.target.value)}
          />
        </Field>
        {saved && !changed ? (
          <p className="flex flex-wrap justify-between gap-2 rounded-lg bg-slate-50 p-3 text-sm">
            <span className="text-slate-600">{wholeTripText(t, party, saved.rooms)}</span>
            <span className="font-semibold text-slate-900">{fmt.money(saved.total.sellPrice, currency)}</span>
          </p>
        ) : null}
        {changed ? (
          <div role="alert" className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
            <p className="font-semibold text-amber-900">
              {t('quotations.confirm.changed', 'The price has changed since this version was saved')}
            </p>
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-amber-900">
              <dt>{t('quotations.confirm.savedPrice', 'Saved price for the party')}</dt>
              <dd className="text-end line-through">{fmt.money(changed.expectedTotal, changed.currency)}</dd>
              <dt>{t('quotations.confirm.priceNow', 'Price now')}</dt>
              <dd className="text-end font-semibold">
                {fmt.money(changed.current.sellPrice, changed.currency)}
              </dd>
            </dl>
            <p className="text-amber-900">
              {t(
                'quotations.confirm.again',
                'Confirm again to accept the new price (a new version is saved).',
              )}
            </p>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-600">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={state.isLoading} onClick={() => onOpenChange(false)}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button type="submit" loading={state.isLoading}>
            {changed
              ? t('quotations.confirm.atNewPrice', 'Confirm at the new price')
              : t('quotations.confirm.submit', 'Confirm quotation')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
