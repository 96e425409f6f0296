import { formatAmount } from '@portal/domain';
import { Printer } from 'lucide-react';
import { useCompanyConfigQuery } from '../../../lib/shell-api';
import { Button } from '../../../components/ui/button';
import { BulletList } from '../components/content-page';
import { DetailList, VoucherSection } from '../components/voucher-parts';
import { demoBooking, voucherTotals } from '../lib/demo-booking';
import { useT } from '../../../lib/i18n';

/** /demo: a static sample attraction booking confirmation, laid out for printing. */
export function DemoVoucherPage() {
  const t = useT();
  const { data: company } = useCompanyConfigQuery();
  const booking = demoBooking(t);
  const totals = voucherTotals(booking.lines);
  const { pax } = booking.attraction;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between print:hidden">
        <p
          role="note"
          className="rounded-lg bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {t(
            'pages.thisIsASample',
            'This is a sample booking confirmation. It is not a valid booking or ticket.',
          )}
        </p>
        <Button size="lg" onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          {t('pages.printVoucher', 'Print voucher')}
        </Button>
      </div>

      <article className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:rounded-none print:border-0 print:shadow-none">
        <span
          aria-hidden
          className="pointer-events-none absolute inset-0 flex items-center justify-center text-[7rem] font-black tracking-widest text-slate-900/5 select-none sm:text-[10rem]"
          style={{ transform: 'rotate(-24deg)' }}
        >
          {t('pages.sample', 'SAMPLE')}
        </span>

        <header className="relative flex flex-col gap-4 border-b-2 border-brand-700 pb-5 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <img
              src={company?.logo ?? '/brand/logo.svg'}
              alt={company?.companyName ?? 'Desert Rose Tourism LLC'}
              className="h-12 w-auto"
            />
            <p className="mt-2 max-w-xs text-xs text-slate-500">{company?.postalAddress}</p>
          </div>
          <div className="sm:text-end">
            <h1 className="text-2xl font-bold text-slate-900">
              {t('pages.bookingConfirmation', 'Booking Confirmation')}
            </h1>
            <p className="text-sm font-semibold text-brand-700">
              {t('pages.sampleVoucher', 'Sample voucher')}
            </p>
            <p className="mt-2 text-sm text-slate-600">
              {t('pages.reference', 'Reference')}{' '}
              <span className="font-mono font-semibold text-slate-900">{booking.reference}</span>
            </p>
            <p className="text-sm text-slate-600">
              {t('voucher.bookedOn', 'Booked on {date}', { date: booking.bookedOn })}
            </p>
            <p className="mt-1 inline-block rounded-full bg-emerald-100 px-3 py-0.5 text-xs font-bold text-emerald-800">
              {booking.status}
            </p>
          </div>
        </header>

        <div className="relative mt-6 space-y-6">
          <VoucherSection title={t('pages.attraction', 'Attraction')}>
            <p className="mb-3 text-lg font-semibold text-slate-900">{booking.attraction.name}</p>
            <DetailList
              items={[
                [t('voucher.destination', 'Destination'), booking.attraction.destination],
                [t('voucher.date', 'Date'), booking.attraction.date],
                [t('voucher.timeSlot', 'Time slot'), booking.attraction.timeSlot],
                [
                  t('voucher.guests', 'Guests'),
                  t('voucher.pax', '{adults} adults, {children} child, {infants} infants', {
                    adults: pax.adults,
                    children: pax.children,
                    infants: pax.infants,
                  }),
                ],
                [t('voucher.transfer', 'Transfer'), booking.attraction.transfer],
                [t('voucher.pickup', 'Pick-up'), booking.attraction.pickup],
                [t('voucher.meetingPoint', 'Meeting point'), booking.attraction.meetingPoint],
                [t('voucher.supplierConfirmation', 'Supplier confirmation'), booking.supplierConfirmation],
              ]}
            />
          </VoucherSection>

          <div className="grid gap-6 md:grid-cols-2">
            <VoucherSection title={t('pages.leadPassenger', 'Lead passenger')}>
              <DetailList
                items={[
                  [t('agency.name', 'Name'), booking.leadPassenger.name],
                  [t('visas.nationality', 'Nationality'), booking.leadPassenger.nationality],
                  [t('voucher.phone', 'Phone'), booking.leadPassenger.phone],
                  [t('login.email', 'E-mail'), booking.leadPassenger.email],
                ]}
              />
            </VoucherSection>
            <VoucherSection title={t('pages.bookedBy', 'Booked by')}>
              <DetailList
                items={[
                  [t('voucher.agency', 'Agency'), booking.agent.companyName],
                  [t('verification.agentCode', 'Agent code'), booking.agent.agentCode],
                  [t('voucher.agentReference', 'Agent reference'), booking.agent.reference],
                ]}
              />
            </VoucherSection>
          </div>

          <VoucherSection title={t('pages.tickets', 'Tickets')}>
            <ul className="grid gap-2 sm:grid-cols-3">
              {booking.tickets.map((ticket) => (
                <li
                  key={ticket.number}
                  className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm"
                >
                  <span className="block text-slate-500">{ticket.type}</span>
                  <span className="font-mono font-semibold text-slate-900">{ticket.number}</span>
                </li>
              ))}
            </ul>
          </VoucherSection>

          <VoucherSection title={t('pages.priceSummaryAed', 'Price summary (AED)')}>
            <div className="overflow-x-auto">
              <table className="w-full text-xs sm:text-sm">
                <caption className="sr-only">{t('pages.priceSummaryInAed', 'Price summary in AED')}</caption>
                <thead>
                  <tr className="text-start text-slate-500">
                    <th scope="col" className="py-1 font-medium">
                      {t('pages.item', 'Item')}
                    </th>
                    <th scope="col" className="py-1 ps-2 text-end font-medium">
                      {t('pages.qty', 'Qty')}
                    </th>
                    <th scope="col" className="py-1 ps-2 text-end font-medium">
                      {t('pages.unitPrice', 'Unit price')}
                    </th>
                    <th scope="col" className="py-1 ps-2 text-end font-medium">
                      {t('pages.amount', 'Amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {totals.lines.map((line) => (
                    <tr key={line.description} className="border-t border-slate-100">
                      <td className="py-1.5">{line.description}</td>
                      <td className="py-1.5 text-end">{line.quantity}</td>
                      <td className="py-1.5 text-end tabular-nums">{formatAmount(line.unitPrice)}</td>
                      <td className="py-1.5 text-end tabular-nums">{formatAmount(line.amount)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-slate-300 font-bold text-slate-900">
                    <th scope="row" colSpan={3} className="py-2 text-start">
                      {t('pages.totalPaid', 'Total paid')}
                    </th>
                    <td className="py-2 text-end tabular-nums">AED {formatAmount(totals.total)}</td>
                  </tr>
                  <tr className="text-slate-500">
                    <th scope="row" colSpan={3} className="text-start font-normal">
                      {t('pages.includesVat5', 'Includes VAT (5%)')}
                    </th>
                    <td className="text-end tabular-nums">AED {formatAmount(totals.vatIncluded)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </VoucherSection>

          <VoucherSection title={t('pages.importantInformation', 'Important information')}>
            <div className="text-sm">
              <BulletList items={[...booking.notes]} />
            </div>
          </VoucherSection>
        </div>

        <footer className="relative mt-8 border-t border-slate-200 pt-4 text-xs text-slate-500">
          {company?.phoneNumbers[0]
            ? t(
                'voucher.helpPhone',
                'For help with this booking contact {contact} or call {phone}, quoting the reference above.',
                {
                  contact: company.contactEmail || t('voucher.support', 'our support team'),
                  phone: company.phoneNumbers[0],
                },
              )
            : t(
                'voucher.help',
                'For help with this booking contact {contact}, quoting the reference above.',
                {
                  contact: company?.contactEmail ?? t('voucher.support', 'our support team'),
                },
              )}
        </footer>
      </article>
    </div>
  );
}
