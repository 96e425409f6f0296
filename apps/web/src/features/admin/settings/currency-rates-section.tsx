import { useState, type FormEvent } from 'react';
import { ArrowRight, Coins, History, Pencil } from 'lucide-react';
import type { AdminRateDto } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useAdminRatesQuery, useSetAdminRateMutation } from './settings.api';
import { RateHistoryDialog } from './rate-history-dialog';
import { rateProblem } from './checks';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListFrame } from '../components/list-frame';
import { StackedTable } from '../components/stacked-table';
import { useUrlFilters } from '../lib/use-url-filters';
import { TableHead } from '../components/table-head';
import { useStaffCan } from '../lib/staff-permissions';

const PAGE_SIZE = 20;
const NO_KEYS = [] as const;

/** "+2.87%" between two rates. */
function changeText(from: number, to: number): string {
  const pct = ((to - from) / from) * 100;
  return `${pct > 0 ? '+' : ''}${pct.toFixed(2)}%`;
}

/** Every currency with its latest rate against AED; a new rate is confirmed (old and new) before it is saved. */
export function CurrencyRatesSection() {
  const paging = useUrlFilters(NO_KEYS, { pageKey: 'ratesPage' });
  const result = useAdminRatesQuery({ skip: (paging.page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const rows = result.data?.rates;
  const base = result.data?.base ?? 'AED';
  const [editing, setEditing] = useState<AdminRateDto | null>(null);
  const [viewing, setViewing] = useState<AdminRateDto | null>(null);
  const changes = useStaffCan()('finance.rates');
  const historyButton = (r: AdminRateDto) => (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`History of the ${r.isocode} rate`}
      onClick={() => setViewing(r)}
    >
      <History className="size-4" aria-hidden="true" /> History
    </Button>
  );

  return (
    <Card aria-labelledby="currency-rates-title">
      <CardHeader
        title={<span id="currency-rates-title">Currency rates</span>}
        description={`Units of each currency for 1 ${base}; agents see prices converted at the latest rate.`}
      />
      <ListFrame
        query={result}
        loadingLabel="Loading currency rates"
        skeletonRows={4}
        what="the currency rates"
        empty={
          !rows || rows.length === 0 ? (
            <EmptyState
              icon={<Coins className="size-7" />}
              title="No currencies"
              description="Currencies come with the reference data."
            />
          ) : null
        }
        paging={{
          page: paging.page,
          pageSize: PAGE_SIZE,
          total: result.data?.total ?? 0,
          label: 'Currency rate pages',
          onPageChange: paging.goTo,
        }}
        inCard
      >
        {/* Small screens: one stacked row per currency, its Edit button in reach. */}
        <StackedTable
          label="Currency rates"
          tableClassName="min-w-[40rem]"
          cards={
            <>
              {rows?.map((r) => (
                <li
                  key={r.isocode}
                  className="flex items-start gap-3 px-4 py-3"
                  data-testid={`rate-card-${r.isocode}`}
                >
                  <div className="min-w-0 flex-1 text-sm">
                    <p>
                      <span className="font-medium text-slate-900">{r.isocode}</span>{' '}
                      <span className="text-slate-600">{r.name}</span>
                    </p>
                    <p className="font-medium text-slate-900 tabular-nums">
                      1 {base} = {r.isocode === base ? '1' : (r.rate ?? '-')} {r.isocode}
                    </p>
                    <p className="text-xs text-slate-600">
                      {r.isocode === base
                        ? 'Base currency'
                        : `${r.source ?? 'No rate yet'}${r.fetchedAt ? `, ${formatDateTime(r.fetchedAt)}` : ''}`}
                    </p>
                  </div>
                  {r.isocode === base ? null : (
                    <div className="flex flex-col items-end gap-1">
                      {changes && (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Edit the ${r.isocode} rate`}
                          onClick={() => setEditing(r)}
                        >
                          <Pencil className="size-4" aria-hidden="true" /> Edit
                        </Button>
                      )}
                      {historyButton(r)}
                    </div>
                  )}
                </li>
              ))}
            </>
          }
        >
          <TableHead
            columns={[
              'Currency',
              { label: `Rate for 1 ${base}`, right: true },
              'Source',
              'Since',
              { label: 'Actions', hidden: true },
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {rows?.map((r) => (
              <tr key={r.isocode} data-testid={`rate-${r.isocode}`}>
                <td className="px-4 py-2.5">
                  <span className="font-medium text-slate-900">{r.isocode}</span>{' '}
                  <span className="text-slate-600">{r.name}</span>
                  {!r.active ? (
                    <span className="ms-2 text-xs text-slate-500">(not shown to agents)</span>
                  ) : null}
                </td>
                <td className="px-4 py-2.5 text-end font-medium text-slate-900 tabular-nums">
                  {r.isocode === base ? '1' : (r.rate ?? '-')}
                </td>
                <td className="px-4 py-2.5 text-slate-600">
                  {r.isocode === base ? 'Base currency' : (r.source ?? '-')}
                </td>
                <td className="px-4 py-2.5 whitespace-nowrap text-slate-600">
                  {r.fetchedAt ? formatDateTime(r.fetchedAt) : '-'}
                </td>
                <td className="px-4 py-2.5 text-end whitespace-nowrap">
                  {r.isocode === base ? null : (
                    <>
                      {historyButton(r)}
                      {changes && (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Edit the ${r.isocode} rate`}
                          onClick={() => setEditing(r)}
                        >
                          <Pencil className="size-4" aria-hidden="true" /> Edit
                        </Button>
                      )}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      </ListFrame>
      {editing ? <RateDialog rate={editing} base={base} onClose={() => setEditing(null)} /> : null}
      {viewing ? <RateHistoryDialog rate={viewing} onClose={() => setViewing(null)} /> : null}
    </Card>
  );
}

function RateDialog({ rate, base, onClose }: { rate: AdminRateDto; base: string; onClose: () => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** The API's 409 for a large move: the second confirmation, with a reason. */
  const [largeMove, setLargeMove] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const [save, { isLoading }] = useSetAdminRateMutation();
  const toast = useToast();
  const next = Number(text.trim());

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = rateProblem(text);
    setProblem(found);
    if (!found) setConfirming(true);
  };
  const submit = async (withReason = false) => {
    if (withReason && !reason.trim()) {
      setReasonProblem('Give the reason for this change');
      return;
    }
    try {
      const answer = await save({
        isocode: rate.isocode,
        rate: text.trim(),
        ...(withReason ? { confirm: true, reason: reason.trim() } : {}),
      }).unwrap();
      toast.success(`${answer.isocode} rate saved`, answer.message);
      onClose();
    } catch (error) {
      const fields = fieldErrors(error);
      if (!withReason && (fields.confirm || fields.reason)) {
        setLargeMove(errorMessage(error));
        return;
      }
      if (withReason && fields.reason) {
        setReasonProblem(fields.reason[0] ?? errorMessage(error));
        return;
      }
      setProblem(fields.rate?.[0] ?? errorMessage(error));
      setLargeMove(null);
      setConfirming(false);
    }
  };

  if (largeMove)
    return (
      <ConfirmDialog
        title={`Confirm a large change of the ${rate.isocode} rate`}
        description={largeMove}
        confirmLabel="Confirm and save"
        variant="danger"
        cancelLabel="Back"
        busy={isLoading}
        formId="rate-reason-form"
        onConfirm={() => void submit(true)}
        onCancel={() => {
          setLargeMove(null);
          setConfirming(false);
        }}
      >
        <Field label="Reason" required error={reasonProblem ?? undefined} hint="Kept in the rate's history">
          <Input
            value={reason}
            autoFocus
            maxLength={500}
            autoComplete="off"
            onChange={(e) => {
              setReason(e.target.value);
              setReasonProblem(null);
            }}
          />
        </Field>
      </ConfirmDialog>
    );

  if (confirming)
    return (
      <ConfirmDialog
        title={`Save the new ${rate.isocode} rate?`}
        description="Prices in this currency change at once for every agent."
        confirmLabel="Save rate"
        cancelLabel="Back"
        busy={isLoading}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2" data-testid="rate-review">
          <dt className="text-slate-600">Old rate</dt>
          <dd className="font-medium text-slate-900 tabular-nums">
            {rate.rate === null ? 'none' : `1 ${base} = ${rate.rate} ${rate.isocode}`}
          </dd>
          <dt className="text-slate-600">New rate</dt>
          <dd className="font-medium text-slate-900 tabular-nums">
            1 {base} = {next} {rate.isocode}
            {rate.rate ? <span className="ms-2 text-slate-600">({changeText(rate.rate, next)})</span> : null}
          </dd>
        </dl>
      </ConfirmDialog>
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${rate.isocode} rate`}
      description={`${rate.name}: units of ${rate.isocode} for 1 ${base}.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="rate-form">
            Review
          </Button>
        </>
      }
    >
      <form id="rate-form" noValidate onSubmit={review} className="space-y-4 pb-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>
            Now: <span className="font-medium tabular-nums">{rate.rate ?? 'no rate'}</span>
          </span>
          {text.trim() && !rateProblem(text) ? (
            <>
              <ArrowRight className="rtl:-scale-x-100 size-4 text-slate-500" aria-hidden="true" />
              <span>
                New: <span className="font-medium tabular-nums">{next}</span>
              </span>
            </>
          ) : null}
        </p>
        <Field label={`New rate (${rate.isocode} for 1 ${base})`} required error={problem ?? undefined}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={text}
            autoFocus
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
          />
        </Field>
      </form>
    </Dialog>
  );
}
