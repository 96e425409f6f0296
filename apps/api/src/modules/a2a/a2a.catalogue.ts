import type { A2aDatesAnswer, A2aListAnswer, A2aTicketDto } from '@portal/contracts';
import { isPlainDate, plainDateIn, daysBetween, A2A_EMPTY_TEXT, priceA2aBooking } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Buyer } from '../bookings/core/product.ts';
import { a2aLayers, loadA2aMarkups, type A2aMarkups } from './a2a.markups.ts';
import { datesWithSeats, ticketById, ticketsOfDate, type TicketWithSector } from './a2a.repository.ts';
import { sectorDto, ticketDto } from './a2a.view.ts';

/** The caller's price of one seat and one infant on a ticket (the pipeline, no agent markup). */
export function unitPrices(m: A2aMarkups, row: TicketWithSector) {
  const p = priceA2aBooking({
    seatNet: row.ticket.price,
    infantNet: row.ticket.infantPrice,
    travellers: 1,
    infants: 1,
    layers: a2aLayers(m, row.ticket.id, row.sector.id),
    agentMarkup: 0,
  });
  return { seat: p.seats.agentPrice, infant: p.infants.agentPrice };
}

export function a2aCatalogue(deps: AppDeps) {
  const { db } = deps.database;
  const today = () => plainDateIn(deps.clock.now());

  return {
    async dates(): Promise<A2aDatesAnswer> {
      return { dates: await datesWithSeats(db, today(), deps.clock.now()) };
    },

    async list(buyer: Buyer, date: string): Promise<A2aListAnswer> {
      if (!isPlainDate(date)) throw badRequest('Use a date as yyyy-mm-dd');
      if (daysBetween(today(), date) < 0)
        throw badRequest('This date has passed: choose today or a later date');
      const now = deps.clock.now();
      const [rows, markups] = await Promise.all([
        ticketsOfDate(db, date, now),
        loadA2aMarkups(deps.database, buyer),
      ]);
      const sectors = new Map<string, A2aListAnswer['sectors'][number]>();
      for (const row of rows) {
        let sector = sectors.get(row.sector.id);
        if (!sector) {
          sector = { ...sectorDto(row.sector), tickets: [] };
          sectors.set(row.sector.id, sector);
        }
        sector.tickets.push(ticketDto(row.ticket, row.sector, unitPrices(markups, row), now));
      }
      return { date, sectors: [...sectors.values()] };
    },

    async ticket(buyer: Buyer, ticketId: string): Promise<A2aTicketDto> {
      const row = await ticketById(db, ticketId);
      if (!row) throw notFound('A2A ticket');
      const markups = await loadA2aMarkups(deps.database, buyer);
      return ticketDto(row.ticket, row.sector, unitPrices(markups, row), deps.clock.now());
    },
  };
}

export { A2A_EMPTY_TEXT };
