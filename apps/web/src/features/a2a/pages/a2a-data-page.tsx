import { Link, useSearchParams } from 'react-router';
import { Luggage, PlaneTakeoff } from 'lucide-react';
import { A2A_PAGES, type A2aTicketDto } from '@portal/contracts';
import { isPlainDate, skipForDate } from '@portal/domain';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useAppSelector } from '../../../app/store';
import { errorMessage } from '../../../lib/api';
import { useA2aListQuery } from '../api/a2a.api';
import { FlightLine } from '../components/flight-line';
import { a2aEmptyText } from '../lib/labels';
import { companyToday } from '../lib/today';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** /a2a/data?date=yyyy-mm-dd: that day's tickets per sector in the selected currency. */
export function A2aDataPage() {
  const t = useT();
  const fmt = useFormats();
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  const valid = isPlainDate(date);
  const { data, error, isLoading } = useA2aListQuery(date, { skip: !valid });
  const back = `${A2A_PAGES.home}?skip=${valid ? skipForDate(companyToday(), date) : 0}`;

  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-6">
      <Link to={back} className="text-sm font-medium text-brand-700 hover:underline">
        {t('a2a.otherDates', '← Other dates')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold text-slate-900">
        {valid
          ? t('a2a.seatsOn', 'A2A seats on {date}', { date: fmt.date(date) })
          : t('a2a.a2aSeats', 'A2A seats')}
      </h1>
      {!valid ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {t('a2a.chooseADateOn', 'Choose a date on the A2A page.')}
        </p>
      ) : isLoading ? (
        <SkeletonList rows={3} label={t('a2a.loadingTickets', 'Loading tickets')} />
      ) : error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {errorMessage(error, t('a2a.theTicketsCouldNot', 'The tickets could not be loaded.'))}
        </p>
      ) : !data || data.sectors.length === 0 ? (
        <EmptyState icon={<PlaneTakeoff className="size-7" />} title={a2aEmptyText(t)} />
      ) : (
        <div className="space-y-4">
          {data.sectors.map((sector) => (
            <Card key={sector._id} className="p-4" data-testid="a2a-sector">
              <h2 className="mb-3 text-lg font-semibold text-slate-900">
                {sector.fromCity} ({sector.airportFrom}) → {sector.toCity} ({sector.airportTo})
              </h2>
              <ul className="divide-y divide-slate-100">
                {sector.tickets.map((ticket) => (
                  <TicketRow key={ticket._id} ticket={ticket} />
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}

function TicketRow({ ticket }: { ticket: A2aTicketDto }) {
  const t = useT();
  const fmt = useFormats();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  return (
    <li className="grid gap-3 py-3 md:grid-cols-[1fr_1fr_auto] md:items-center" data-testid="a2a-ticket">
      <FlightLine label={t('a2a.onward', 'Onward')} flight={ticket.onward} />
      {ticket.return ? <FlightLine label={t('a2a.return', 'Return')} flight={ticket.return} /> : <span />}
      <div className="flex flex-col items-start gap-1 md:items-end">
        <p className="text-lg font-bold tabular-nums text-slate-900">{fmt.price(ticket.price, currency)}</p>
        <p className="text-xs text-slate-600">
          {t('a2a.seatsLeftInfant', '{seats, plural, one {# seat} other {# seats}} left · infant {price}', {
            seats: ticket.availableSeats,
            price: fmt.price(ticket.infantPrice, currency),
          })}
        </p>
        <p className="flex items-center gap-1 text-xs text-slate-600">
          <Luggage className="size-3.5" aria-hidden="true" /> {ticket.baggage}
        </p>
        {ticket.availableSeats > 0 ? (
          <Link
            to={A2A_PAGES.booking(ticket._id)}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('a2a.book', 'Book')}
          </Link>
        ) : (
          <span className="text-sm font-medium text-slate-500">{t('a2a.soldOut', 'Sold out')}</span>
        )}
      </div>
    </li>
  );
}
