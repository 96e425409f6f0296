import { useId, useState, type FormEvent } from 'react';
import type { InventoryHotelDto } from '@portal/contracts';
import { addDays, BOARD_NAMES, plainDateIn } from '@portal/domain';
import { DateInput } from '../../../components/date-input';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { formatAedMinor } from '../../../lib/format';
import { problemOf } from './inventory-form';
import { usePreviewHotelPricesMutation } from './inventory.api';

/**
 * What an agent will see: the hotel's own rates for a stay, priced by the API's pricing pipeline for
 * a sample agent (net, company markup, agent price). Nothing is computed here.
 */
export function PricePreview({ hotel }: { hotel: InventoryHotelDto }) {
  const formId = useId();
  const start = addDays(plainDateIn(new Date()), 30);
  const [agent, setAgent] = useState('');
  const [fromDate, setFromDate] = useState(start);
  const [toDate, setToDate] = useState(addDays(start, 2));
  const [adults, setAdults] = useState('2');
  const [preview, result] = usePreviewHotelPricesMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void preview({ hotelId: hotel._id, agent, fromDate, toDate, adults: Number(adults) });
  };
  const error = problemOf(result.error);
  const rates = result.data?.rates;
  return (
    <Card aria-labelledby="preview-title">
      <CardHeader
        title={<span id="preview-title">Price preview</span>}
        description="The pricing pipeline’s answer for a sample agent, one room."
      />
      <form
        className="grid gap-3 px-5 pb-4 sm:grid-cols-5"
        onSubmit={submit}
        noValidate
        aria-label="Price preview"
      >
        <Field label="Sample agent" hint="Agent code or e-mail" className="sm:col-span-2">
          <Input value={agent} onChange={(e) => setAgent(e.target.value)} />
        </Field>
        <Field label="Check-in">
          <DateInput id={`${formId}-from`} label="Check-in" value={fromDate} onChange={setFromDate} />
        </Field>
        <Field label="Check-out">
          <DateInput
            id={`${formId}-to`}
            label="Check-out"
            value={toDate}
            min={fromDate || undefined}
            onChange={setToDate}
          />
        </Field>
        <Field label="Adults">
          <Input type="number" min={1} max={9} value={adults} onChange={(e) => setAdults(e.target.value)} />
        </Field>
        <div className="sm:col-span-5">
          <Button type="submit" loading={result.isLoading} disabled={agent.trim() === ''}>
            Show prices
          </Button>
        </div>
      </form>
      {error ? (
        <p role="alert" className="px-5 pb-4 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {result.data && result.data.conversions.length > 0 ? (
        <p className="px-5 pb-3 text-sm text-slate-700" role="note" data-testid="preview-conversions">
          Prices are in AED: rates entered in{' '}
          {result.data.conversions.map((c) => `${c.currency} (1 AED = ${c.rate} ${c.currency})`).join(', ')}{' '}
          are converted at the current rate.
        </p>
      ) : null}
      {rates ? (
        rates.length === 0 ? (
          <p className="px-5 pb-4 text-sm text-slate-700" role="status">
            No rate is sold for this stay (no contract season, allotment, or a stop sale).
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 border-t border-slate-100" aria-label="Previewed rates">
            {rates.map((r, i) => (
              <li key={i} className="px-5 py-3 text-sm" data-testid="preview-rate">
                <p className="font-medium text-slate-900">
                  {r.roomTypeName}: {r.rateName} ({BOARD_NAMES[r.boardCode]})
                </p>
                <p className="text-slate-700">
                  Net {formatAedMinor(r.net)} · company markup {formatAedMinor(r.companyMarkup)} · agent price{' '}
                  <strong data-testid="preview-agent-price">{formatAedMinor(r.agentPrice)}</strong>
                </p>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </Card>
  );
}
