import type { ReactNode } from 'react';
import type { QuotationAmendmentDto } from '@portal/contracts';
import { Card } from '../../../../components/ui/card';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { airportText } from '../../lib/email-text';
import { partyText, plural } from '../../lib/labels';
import { StatusPill } from '../status-pill';
import { Amount } from './amount';
import { ExtrasTable } from './extras-table';
import { StayOption, WholeTrip } from './stay-option';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The quotation as the client reads it (printable); the agent's cost only with "Show my cost". */
export function QuotationDocument({ a, showCost }: { a: QuotationAmendmentDto; showCost: boolean }) {
  const { costing: c, draft: d } = a;
  const withChildren = d.noOfChildren > 0;
  const party = { adults: d.noOfAdults, children: d.noOfChildren };
  return (
    <Card className="space-y-6 p-4 sm:p-6 print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 pb-4">
        <div>
          <p className="text-sm text-slate-500">Quotation</p>
          <p className="text-xl font-bold text-slate-900">
            {a.quotationNumber}{' '}
            <span className="text-base font-medium text-slate-500">version {a.amendmentNo}</span>
          </p>
          <p className="text-sm text-slate-600">{formatDateTime(a.createdAt)}</p>
        </div>
        <StatusPill status={a.status} />
      </header>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        <Fact label="Client">{a.clientName}</Fact>
        <Fact label="Your reference">{a.agentQuotationNumber || '-'}</Fact>
        <Fact label="Travellers">{partyText(d.noOfAdults, d.childrenAges)}</Fact>
        <Fact label="Currency">{c.currency}</Fact>
        <Fact label="Arrival">{formatDate(d.checkInDate)}</Fact>
        <Fact label="Departure">{formatDate(d.checkOutDate)}</Fact>
        <Fact label="Nights">{plural(c.nights, 'night')}</Fact>
        {c.validUntil ? <Fact label="Valid until">{formatDate(c.validUntil)}</Fact> : null}
        {c.arrivalAirport ? <Fact label="Arrival airport">{airportText(c.arrivalAirport)}</Fact> : null}
        {c.departureAirport ? <Fact label="Departure airport">{airportText(c.departureAirport)}</Fact> : null}
      </dl>
      {d.isAlreadyBooked && d.hotelDisabledRemark ? (
        <p className="text-sm text-slate-700">Hotel: {d.hotelDisabledRemark}</p>
      ) : null}
      {c.stays.map((stay) => (
        <StayOption
          key={stay.stayNo}
          stay={stay}
          currency={c.currency}
          withChildren={withChildren}
          party={party}
          showCost={showCost}
          single={c.stays.length === 1}
        />
      ))}
      {c.landOnly ? (
        <section aria-label="Price per person" className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">Price per person</h2>
          <dl className="grid gap-2 sm:grid-cols-2">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">Per adult</dt>
              <dd>
                <Amount price={c.landOnly.perPersonAdultPrice} currency={c.currency} showCost={showCost} />
              </dd>
            </div>
            {withChildren && c.landOnly.perPersonChildPrice ? (
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-500">Per child</dt>
                <dd>
                  <Amount price={c.landOnly.perPersonChildPrice} currency={c.currency} showCost={showCost} />
                </dd>
              </div>
            ) : null}
          </dl>
          {c.landOnly.party ? (
            <WholeTrip total={c.landOnly.party} party={party} currency={c.currency} showCost={showCost} />
          ) : null}
        </section>
      ) : null}
      <ExtrasTable
        title="Excursions included"
        note="Included in the prices per person above."
        rows={c.excursions}
        currency={c.currency}
        withChildren={withChildren}
        showCost={showCost}
        priced={false}
      />
      {c.visa ? (
        <section aria-label="Visa" className="space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">Visa included</h2>
          <p className="text-sm text-slate-700">
            {c.visa.visaName} for {c.visa.nationality} nationals: processing {c.visa.processingTime}{' '}
            {c.visa.processingTimeFormat}, valid {c.visa.validity} {c.visa.validityTimeFormat}.
          </p>
        </section>
      ) : null}
      {c.pickUpPlaces?.length ? (
        <section aria-label="Pick-up" className="space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">Pick-up</h2>
          <ul className="list-disc ps-5 text-sm text-slate-700">
            {c.pickUpPlaces.map((p) => (
              <li key={p.placeId}>
                {p.placeName}
                {p.note ? `: ${p.note}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ExtrasTable
        title="Optional extras"
        note="Not included in the prices above; priced per person."
        rows={c.supplements}
        currency={c.currency}
        withChildren={withChildren}
        showCost={showCost}
        priced
      />
      <p className="border-t border-slate-100 pt-4 text-xs text-slate-500">
        All prices are in {c.currency} per person unless given for the whole trip. Rates are subject to
        availability and may change until the quotation is confirmed
        {c.validUntil ? `; this quotation is valid until ${formatDate(c.validUntil)}` : ''}.
      </p>
    </Card>
  );
}
