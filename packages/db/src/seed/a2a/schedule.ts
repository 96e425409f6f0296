import { addDays, toMinor, zonedDateTimeToInstant } from '@portal/domain';
import { seedUuid } from '../attractions/build.ts';
import { seedAirport } from './airports.ts';

/**
 * The seeded a2a blocks: sectors between UAE airports and the cities these blocks usually serve,
 * and return tickets on most days of the coming weeks (deterministic: the same on every install).
 */
interface SeedSector {
  from: string;
  to: string;
  airline: string;
  code: string;
  flight: number;
  /** Onward departure (local at `from`), block time in minutes; return departure (local at `to`). */
  departs: string;
  minutes: number;
  returns: string;
  returnMinutes: number;
  /** Net fares in AED: a seat and an infant. */
  fare: number;
  infantFare: number;
  baggage: string;
}

const s = (
  from: string,
  to: string,
  airline: string,
  code: string,
  flight: number,
  departs: string,
  minutes: number,
  returns: string,
  fare: number,
  baggage = '30 kg checked',
): SeedSector => ({
  from,
  to,
  airline,
  code,
  flight,
  departs,
  minutes,
  returns,
  returnMinutes: minutes + 15,
  fare,
  infantFare: Math.round(fare / 6),
  baggage,
});

export const A2A_SEED_SECTORS: readonly SeedSector[] = [
  s('DXB', 'COK', 'Air India Express', 'IX', 434, '09:40', 250, '04:15', 890),
  s('SHJ', 'CCJ', 'Air Arabia', 'G9', 454, '03:20', 245, '08:05', 820),
  s('AUH', 'TRV', 'Etihad Airways', 'EY', 284, '21:50', 255, '03:55', 1040, '35 kg checked'),
  s('DXB', 'BOM', 'IndiGo', '6E', 1452, '17:25', 195, '11:30', 760),
  s('SHJ', 'LKO', 'Air India Express', 'IX', 194, '12:15', 235, '07:40', 840),
  s('DXB', 'HYD', 'flydubai', 'FZ', 439, '22:05', 225, '04:10', 910),
  s('DXB', 'KHI', 'Pakistan International Airlines', 'PK', 214, '19:40', 125, '15:30', 690),
  s('SHJ', 'LHE', 'Air Arabia', 'G9', 542, '23:10', 180, '05:20', 740),
  s('DXB', 'DAC', 'Biman Bangladesh Airlines', 'BG', 348, '00:30', 285, '19:50', 1180, '40 kg checked'),
  s('SHJ', 'CGP', 'Air Arabia', 'G9', 518, '02:45', 290, '09:35', 1120),
  s('DXB', 'CMB', 'SriLankan Airlines', 'UL', 226, '10:30', 270, '01:40', 1090),
  s('DXB', 'CAI', 'EgyptAir', 'MS', 911, '16:10', 235, '10:25', 1260),
  s('SHJ', 'KTM', 'Air Arabia', 'G9', 536, '13:20', 245, '08:10', 980),
];

/** Days ahead the seed fills (from the seed date), and the weekday-like days no block flies. */
export const A2A_SEED_DAYS = 60;
const dayWithoutBlocks = (day: number) => day % 7 === 3;

export interface SeedSectorRow {
  id: string;
  airportFrom: string;
  airportTo: string;
  fromName: string;
  fromCity: string;
  fromCountry: string;
  toName: string;
  toCity: string;
  toCountry: string;
}

export const a2aSectorSeedId = (from: string, to: string) => seedUuid(`a2a-sector:${from}-${to}`);
export const a2aTicketSeedId = (from: string, to: string, date: string) =>
  seedUuid(`a2a-ticket:${from}-${to}:${date}`);

export function seedSectorRows(): SeedSectorRow[] {
  return A2A_SEED_SECTORS.map((sec) => {
    const from = seedAirport(sec.from);
    const to = seedAirport(sec.to);
    return {
      id: a2aSectorSeedId(sec.from, sec.to),
      airportFrom: sec.from,
      airportTo: sec.to,
      fromName: from.name,
      fromCity: from.city,
      fromCountry: from.country,
      toName: to.name,
      toCity: to.city,
      toCountry: to.country,
    };
  });
}

/** A small deterministic number from a text (no randomness: every install seeds the same). */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function addMinutes(time: string, minutes: number): { time: string; nextDay: boolean } {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  const hhmm = `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return { time: hhmm, nextDay: total >= 24 * 60 };
}

const PNR_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function pnr(seed: string): string {
  let h = hash(seed);
  let out = '';
  for (let i = 0; i < 6; i++) {
    out += PNR_LETTERS[h % PNR_LETTERS.length];
    h = (Math.floor(h / PNR_LETTERS.length) ^ hash(`${seed}:${i}`)) >>> 0;
  }
  return out;
}

/** The tickets of the seed from `firstDay` to `today + A2A_SEED_DAYS` (dates before `firstDay` are kept as they are). */
export function seedTicketRows(today: string, firstDay = 0) {
  const rows = [];
  for (let day = firstDay; day < A2A_SEED_DAYS; day++) {
    if (dayWithoutBlocks(day)) continue;
    const date = addDays(today, day);
    for (const sec of A2A_SEED_SECTORS) {
      const h = hash(`${sec.from}${sec.to}${date}`);
      // Each sector flies on about two days out of three.
      if (h % 3 === 0) continue;
      const from = seedAirport(sec.from);
      const to = seedAirport(sec.to);
      const stay = 7 + (h % 3) * 7;
      const returnDate = addDays(date, stay);
      const seats = 10 + (h % 4) * 10;
      const onwardArrival = addMinutes(sec.departs, sec.minutes + 90);
      const returnArrival = addMinutes(sec.returns, sec.returnMinutes - 90);
      rows.push({
        id: a2aTicketSeedId(sec.from, sec.to, date),
        sectorId: a2aSectorSeedId(sec.from, sec.to),
        onwardDate: date,
        onwardAirline: sec.airline,
        onwardAirlineCode: sec.code,
        onwardFlightNo: `${sec.code} ${sec.flight}`,
        onwardDepartureTime: sec.departs,
        onwardArrivalTime: onwardArrival.time,
        onwardDurationMinutes: sec.minutes,
        departureAt: zonedDateTimeToInstant(date, sec.departs, from.tz),
        returnDate,
        returnAirline: sec.airline,
        returnAirlineCode: sec.code,
        returnFlightNo: `${sec.code} ${sec.flight + 1}`,
        returnDepartureTime: sec.returns,
        returnArrivalTime: returnArrival.time,
        returnDurationMinutes: sec.returnMinutes,
        baggage: sec.baggage,
        handBaggage: '7 kg',
        price: toMinor(sec.fare + (h % 5) * 20),
        infantPrice: toMinor(sec.infantFare),
        totalSeats: seats,
        availableSeats: seats,
        infantLimit: 4,
        pnrNo: pnr(`${sec.from}${sec.to}${date}`),
        deadlineHours: 72,
        cancellationFee: toMinor(100),
        terms: [
          `Return ticket ${sec.from}-${sec.to}-${sec.from}, ${stay} days, ${sec.baggage} and 7 kg hand baggage per adult.`,
          'Names and passport numbers can be changed, and passengers cancelled, until 72 hours before departure;',
          'a cancelled passenger is refunded its fare less AED 100.00. No changes or refunds after that.',
          `Passports must be valid for six months after travel; the ${to.city} return flight cannot be changed.`,
        ].join(' '),
        note: '',
      });
    }
  }
  return rows;
}
