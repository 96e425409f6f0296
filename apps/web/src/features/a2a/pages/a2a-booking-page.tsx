import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { A2A_PAGES } from '@portal/contracts';
import { A2A_MAX_TRAVELLERS, passengerProblems, type PassengerProblem } from '@portal/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { errorMessage } from '../../../lib/api';
import { setMarkup, setTravellers, updatePassenger } from '../a2a.slice';
import { useA2aTicketQuery } from '../api/a2a.api';
import { FlightLine } from '../components/flight-line';
import { PassengerFields } from '../components/passenger-fields';
import { useA2aEnquiry } from '../lib/use-enquiry';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** /a2a/booking/{id}: traveller count (default 1), one row per traveller, the agent's own markup. */
export function A2aBookingPage() {
  const t = useT();
  const fmt = useFormats();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const { data: ticket, error, isLoading } = useA2aTicketQuery(id);
  const { enquiry, travellers } = useA2aEnquiry(id, ticket?.onward.date);
  const [problems, setProblems] = useState<PassengerProblem[]>([]);

  if (isLoading || (ticket && !enquiry))
    return <SkeletonList rows={3} label={t('a2a.loadingTheTicket', 'Loading the ticket')} />;
  if (error || !ticket || !enquiry)
    return (
      <p role="alert" className="m-6 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
        {errorMessage(error, t('a2a.thisTicketCouldNot', 'This ticket could not be loaded.'))}
      </p>
    );

  const maxTravellers = Math.max(1, Math.min(A2A_MAX_TRAVELLERS, ticket.availableSeats));
  const countOptions = Array.from({ length: maxTravellers }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1),
  }));
  const markupValid = enquiry.markup === '' || /^\d+(\.\d{1,2})?$/.test(enquiry.markup);

  const next = () => {
    const found = passengerProblems(enquiry.passengers, {
      seatsLeft: ticket.availableSeats,
      infantsLeft: ticket.infantsLeft,
    });
    setProblems(found);
    if (found.length === 0 && markupValid) void navigate(A2A_PAGES.confirm(id));
  };
  const general = problems.filter((p) => p.index < 0);

  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-6">
      <Link
        to={A2A_PAGES.data(ticket.onward.date)}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        {t('a2a.ticketsOfTheDay', '← Tickets of the day')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold text-slate-900">
        {ticket.sector.fromCity} → {ticket.sector.toCity}
      </h1>
      <Card className="mb-4 grid gap-3 p-4 md:grid-cols-3">
        <FlightLine label={t('a2a.onward', 'Onward')} flight={ticket.onward} />
        {ticket.return ? <FlightLine label={t('a2a.return', 'Return')} flight={ticket.return} /> : <span />}
        <div className="text-sm">
          <p className="font-semibold text-slate-900">{fmt.price(ticket.price, currency)} per seat</p>
          <p className="text-slate-600">Infant {fmt.price(ticket.infantPrice, currency)}</p>
          <p className="text-slate-600">{ticket.availableSeats} seats left</p>
        </div>
      </Card>
      <Card className="space-y-4 p-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={t('a2a.travellers', 'Travellers')}>
            <Select
              name="travellers"
              options={countOptions}
              value={String(travellers)}
              onChange={(e) => dispatch(setTravellers(Number(e.target.value)))}
            />
          </Field>
          <Field
            label="Your markup for this booking (AED)"
            hint={t(
              'a2a.yourMarginShownOn',
              "Your margin: shown on your client's documents, not charged to your wallet",
            )}
            error={
              markupValid ? undefined : t('a2a.enterAnAmountSuch', 'Enter an amount such as 50 or 50.00')
            }
          >
            <Input
              name="markup"
              inputMode="decimal"
              value={enquiry.markup}
              onChange={(e) => dispatch(setMarkup(e.target.value))}
            />
          </Field>
        </div>
        {enquiry.passengers.map((row, index) => (
          <PassengerFields
            key={index}
            index={index}
            row={row}
            problems={problems}
            onChange={(next) => dispatch(updatePassenger({ index, row: next }))}
          />
        ))}
        {general.map((p) => (
          <p key={p.message} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {p.message}
          </p>
        ))}
        {problems.length > 0 && general.length === 0 && (
          <p role="alert" className="text-sm text-red-700">
            {t('a2a.pleaseCorrectTheHighlighted', 'Please correct the highlighted fields.')}
          </p>
        )}
        <div className="flex justify-end">
          <Button onClick={next}>{t('a2a.continue', 'Continue')}</Button>
        </div>
      </Card>
    </div>
  );
}
