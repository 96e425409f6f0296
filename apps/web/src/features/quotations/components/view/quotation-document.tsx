import type { ReactNode } from 'react';
import type { QuotationAmendmentDto } from '@portal/contracts';
import { Card } from '../../../../components/ui/card';
import { airportText } from '../../lib/email-text';
import { nightsText, partyLabel } from '../../lib/labels';
import { StatusPill } from '../status-pill';
import { Amount } from './amount';
import { ExtrasTable } from './extras-table';
import { StayOption, WholeTrip } from './stay-option';
import { useT } from '../../../../lib/i18n';
import { useFormats } from '../../../../lib/use-formats';

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
  const t = useT();
  const fmt = useFormats();
  const { costing: c, draft: d } = a;
  const withChildren = d.noOfChildren > 0;
  const party = { adults: d.noOfAdults, children: d.noOfChildren };
  return (
    <Card className="space-y-6 p-4 sm:p-6 print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 pb-4">
        <div>
          <p className="text-sm text-slate-500">{t('quotations.col.quotation', 'Quotation')}</p>
          <p className="text-xl font-bold text-slate-900">
            {a.quotationNumber}{' '}
            <span className="text-base font-medium text-slate-500">
              {t('quotations.version', 'version {n}', { n: a.amendmentNo })}
            </span>
          </p>
          <p className="text-sm text-slate-600">{fmt.dateTime(a.createdAt)}</p>
        </div>
        <StatusPill status={a.status} />
      </header>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        <Fact label={t('quotations.col.client', 'Client')}>{a.clientName}</Fact>
        <Fact label={t('quotations.col.reference', 'Your reference')}>{a.agentQuotationNumber || '-'}</Fact>
        <Fact label={t('flights.travellers.label', 'Travellers')}>
          {partyLabel(t, d.noOfAdults, d.childrenAges)}
        </Fact>
        <Fact label={t('quotations.currency', 'Currency')}>{c.currency}</Fact>
        <Fact label={t('quotations.arrival', 'Arrival')}>{fmt.date(d.checkInDate)}</Fact>
        <Fact label={t('quotations.departure', 'Departure')}>{fmt.date(d.checkOutDate)}</Fact>
        <Fact label={t('quotations.nightsLabel', 'Nights')}>{nightsText(t, c.nights)}</Fact>
        {c.validUntil ? (
          <Fact label={t('quotations.validUntil', 'Valid until')}>{fmt.date(c.validUntil)}</Fact>
        ) : null}
        {c.arrivalAirport ? (
          <Fact label={t('quotations.arrivalAirport', 'Arrival airport')}>
            {airportText(c.arrivalAirport)}
          </Fact>
        ) : null}
        {c.departureAirport ? (
          <Fact label={t('quotations.departureAirport', 'Departure airport')}>
            {airportText(c.departureAirport)}
          </Fact>
        ) : null}
      </dl>
      {d.isAlreadyBooked && d.hotelDisabledRemark ? (
        <p className="text-sm text-slate-700">
          {t('quotations.hotelRemark', 'Hotel: {remark}', { remark: d.hotelDisabledRemark })}
        </p>
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
        <section aria-label={t('quotations.perPerson', 'Price per person')} className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">
            {t('quotations.perPerson', 'Price per person')}
          </h2>
          <dl className="grid gap-2 sm:grid-cols-2">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{t('quotations.perAdult', 'Per adult')}</dt>
              <dd>
                <Amount price={c.landOnly.perPersonAdultPrice} currency={c.currency} showCost={showCost} />
              </dd>
            </div>
            {withChildren && c.landOnly.perPersonChildPrice ? (
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-500">{t('quotations.perChild', 'Per child')}</dt>
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
        title={t('quotations.excursionsIncluded', 'Excursions included')}
        note={t('quotations.excursionsNote', 'Included in the prices per person above.')}
        rows={c.excursions}
        currency={c.currency}
        withChildren={withChildren}
        showCost={showCost}
        priced={false}
      />
      {c.visa ? (
        <section aria-label={t('quotations.visa', 'Visa')} className="space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">
            {t('quotations.visaIncluded', 'Visa included')}
          </h2>
          <p className="text-sm text-slate-700">
            {t(
              'quotations.visaText',
              '{visa} for {nationality} nationals: processing {processing}, valid {validity}.',
              {
                visa: c.visa.visaName,
                nationality: c.visa.nationality,
                processing: `${c.visa.processingTime} ${c.visa.processingTimeFormat}`,
                validity: `${c.visa.validity} ${c.visa.validityTimeFormat}`,
              },
            )}
          </p>
        </section>
      ) : null}
      {c.pickUpPlaces?.length ? (
        <section aria-label={t('quotations.pickUp', 'Pick-up')} className="space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{t('quotations.pickUp', 'Pick-up')}</h2>
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
        title={t('quotations.extras', 'Optional extras')}
        note={t('quotations.extrasNote', 'Not included in the prices above; priced per person.')}
        rows={c.supplements}
        currency={c.currency}
        withChildren={withChildren}
        showCost={showCost}
        priced
      />
      <p className="border-t border-slate-100 pt-4 text-xs text-slate-500">
        {c.validUntil
          ? t(
              'quotations.footnoteValid',
              'All prices are in {currency} per person unless given for the whole trip. Rates are subject to availability and may change until the quotation is confirmed; this quotation is valid until {date}.',
              { currency: c.currency, date: fmt.date(c.validUntil) },
            )
          : t(
              'quotations.footnote',
              'All prices are in {currency} per person unless given for the whole trip. Rates are subject to availability and may change until the quotation is confirmed.',
              { currency: c.currency },
            )}
      </p>
    </Card>
  );
}
