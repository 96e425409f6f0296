import { a2aAdminTicketBody } from '@portal/contracts';
import { toMinor } from '@portal/domain';
import { CliInputError, stringFlag } from '../../cli/argv.ts';
import type { AdminCommand } from '../../cli/command.ts';
import { a2aAdmin } from './a2a.admin-service.ts';

const flag = (args: Parameters<AdminCommand['run']>[1], name: string) => stringFlag(args, name);
const need = (args: Parameters<AdminCommand['run']>[1], name: string) => {
  const v = flag(args, name);
  if (!v) throw new CliInputError(`Give --${name}`);
  return v;
};
const money = (text: string, what: string) => {
  try {
    return toMinor(text);
  } catch {
    throw new CliInputError(`${what} must be an amount such as 850.00`);
  }
};

const create: AdminCommand = {
  name: 'a2a:ticket-create',
  usage:
    "a2a:ticket-create DXB COK --date 2026-12-20 --airline 'Air India Express' --code IX --flight 'IX 434' --departs 09:40 --arrives 15:10 --minutes 250 [--return-date 2027-01-03 --return-flight 'IX 435' --return-departs 04:15 --return-arrives 06:55 --return-minutes 265] --price 890.00 --infant-price 150.00 --seats 30 --pnr AB12CD [--infants 4 --deadline-hours 72 --fee 100.00 --baggage '30 kg checked' --terms '...']",
  summary: 'Create an a2a seat block (return optional); prints its id',
  async run(deps, args, who) {
    const [from, to] = args.positional;
    if (!from || !to) throw new CliInputError('Give the two airports, e.g. DXB COK');
    const returnDate = flag(args, 'return-date');
    const parsed = a2aAdminTicketBody.safeParse({
      airportFrom: from,
      airportTo: to,
      onward: {
        airline: need(args, 'airline'),
        airlineCode: need(args, 'code'),
        flightNo: need(args, 'flight'),
        date: need(args, 'date'),
        departureTime: need(args, 'departs'),
        arrivalTime: need(args, 'arrives'),
        durationMinutes: Number(need(args, 'minutes')),
      },
      return: returnDate
        ? {
            airline: flag(args, 'return-airline') ?? need(args, 'airline'),
            airlineCode: need(args, 'code'),
            flightNo: need(args, 'return-flight'),
            date: returnDate,
            departureTime: need(args, 'return-departs'),
            arrivalTime: need(args, 'return-arrives'),
            durationMinutes: Number(need(args, 'return-minutes')),
          }
        : null,
      baggage: flag(args, 'baggage') ?? '30 kg checked',
      price: money(need(args, 'price'), '--price'),
      infantPrice: money(need(args, 'infant-price'), '--infant-price'),
      seats: Number(need(args, 'seats')),
      infantLimit: Number(flag(args, 'infants') ?? 4),
      pnrNo: need(args, 'pnr'),
      deadlineHours: Number(flag(args, 'deadline-hours') ?? 72),
      cancellationFee: money(flag(args, 'fee') ?? '0', '--fee'),
      terms: flag(args, 'terms') ?? '',
    });
    if (!parsed.success)
      throw new CliInputError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const t = await a2aAdmin(deps, who).create(parsed.data);
    return `Created a2a ticket ${t._id}: ${t.sector} ${t.flight} on ${t.onwardDate}, ${t.totalSeats} seats, PNR ${t.pnrNo}.`;
  },
};

const seats: AdminCommand = {
  name: 'a2a:seats',
  usage: 'a2a:seats <ticketId> <+n|-n>',
  summary: 'Add (+n) or withdraw (-n) unsold seats of a block',
  async run(deps, args, who) {
    const [id, change] = args.positional;
    const n = Number(change);
    if (!id || !Number.isInteger(n) || n === 0)
      throw new CliInputError('Give the ticket id and a number such as +5 or -3');
    const t = await a2aAdmin(deps, who).seats(id, n);
    return `${t.sector} ${t.flight} on ${t.onwardDate}: ${t.availableSeats} of ${t.totalSeats} seats unsold.`;
  },
};

const close: AdminCommand = {
  name: 'a2a:close',
  usage: 'a2a:close <ticketId>',
  summary: 'Close a block for sale (sold seats stay booked)',
  async run(deps, args, who) {
    const [id] = args.positional;
    if (!id) throw new CliInputError('Give the ticket id');
    const t = await a2aAdmin(deps, who).close(id);
    return `Closed ${t.sector} ${t.flight} on ${t.onwardDate} (${t.totalSeats - t.availableSeats} seat(s) sold).`;
  },
};

const list: AdminCommand = {
  name: 'a2a:list',
  usage: 'a2a:list [--date yyyy-mm-dd] [--sector DXB-COK]',
  summary: 'a2a seat blocks with seats sold and left',
  async run(deps, args, who) {
    const rows = await a2aAdmin(deps, who).list({ date: flag(args, 'date'), sector: flag(args, 'sector') });
    if (rows.length === 0) return 'No a2a tickets match.';
    return rows
      .map(
        (t) =>
          `${t._id}  ${t.onwardDate}  ${t.sector.padEnd(8)} ${t.flight.padEnd(9)} ${String(t.availableSeats).padStart(3)}/${String(t.totalSeats).padEnd(3)} infants ${t.infantsBooked}/${t.infantLimit}  PNR ${t.pnrNo}  ${t.status}`,
      )
      .join('\n');
  },
};

const passengers: AdminCommand = {
  name: 'a2a:passengers',
  usage: 'a2a:passengers <ticketId>',
  summary: "A block's passengers (the name list for the airline)",
  async run(deps, args, who) {
    const [id] = args.positional;
    if (!id) throw new CliInputError('Give the ticket id');
    const rows = await a2aAdmin(deps, who).passengers(id);
    if (rows.length === 0) return 'No passengers on this block yet.';
    return rows
      .map(
        (p) =>
          `${p.orderReference}  #${p.passengerNo}  ${p.name.padEnd(30)} ${p.passportNo.padEnd(12)} ${p.nationality.padEnd(4)} ${p.status.padEnd(10)} ${p.agent}${p.infant ? `  infant: ${p.infant}` : ''}`,
      )
      .join('\n');
  },
};

export const A2A_COMMANDS: AdminCommand[] = [create, seats, close, list, passengers];
