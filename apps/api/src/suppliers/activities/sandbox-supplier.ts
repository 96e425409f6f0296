import { createHash, randomUUID } from 'node:crypto';
import {
  SupplierRejected,
  SupplierTimeout,
  type ActivitySupplier,
  type SupplierBooking,
  type SupplierParty,
  type SupplierSlot,
  type SupplierTicket,
} from './supplier.ts';

export type SandboxFailure = 'reject' | 'timeout';

export interface SandboxOptions {
  code: string;
  /** Delay of every call, ms. */
  latencyMs: number;
  /** How long a "timeout" call hangs before the caller gives up (kept short in tests). */
  hangMs: number;
}

const SLOT_STARTS = ['08:30', '10:00', '11:30', '13:00', '14:30', '16:00', '17:30', '19:00', '20:30'];

function seeded(...parts: string[]): number {
  return parseInt(createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 8), 16);
}

function plus90(start: string): string {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const total = h * 60 + m + 90;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * A sandbox activity supplier standing for the external ones (Burj Khalifa, Dubai Parks).
 * Deterministic slots from a seed (product + date), configurable latency, and failures on demand:
 * a product code ending in `-REJECT` or `-TIMEOUT`, or `failNext(productCode, kind)` from a test
 * (hold and book fail; slot lookups never do).
 * Its bookings live in memory like a remote system's would: only reachable through the adapter.
 */
export function sandboxActivitySupplier(options: SandboxOptions) {
  const bookings = new Map<string, SupplierBooking>();
  const holds = new Map<string, { reference: string; slotId: string | null; seats: number }>();
  const forced = new Map<string, SandboxFailure[]>();
  const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

  /** Failures on demand hit bookings only, so a test can let the slot lookup pass and fail the booking. */
  async function call<T>(productCode: string, fn: () => T, failable = true): Promise<T> {
    await sleep(options.latencyMs);
    if (!failable) return fn();
    const queued = forced.get(productCode);
    const failure = queued?.shift() ?? failureBySuffix(productCode);
    if (failure === 'reject')
      throw new SupplierRejected('The supplier rejected the booking: no availability');
    if (failure === 'timeout') {
      await sleep(options.hangMs);
      throw new SupplierTimeout('The supplier did not answer in time');
    }
    return fn();
  }

  function slotsOf(productCode: string, date: string): SupplierSlot[] {
    const count = 4 + (seeded(productCode, date, 'count') % 5);
    return SLOT_STARTS.slice(0, count).map((start) => ({
      slotId: `${productCode}:${date}:${start}`,
      startTime: start,
      endTime: plus90(start),
      available: seeded(productCode, date, start) % 41,
    }));
  }

  function seatsTaken(slotId: string): number {
    let n = 0;
    for (const h of holds.values()) if (h.slotId === slotId) n += h.seats;
    return n;
  }

  function checkSlot(party: SupplierParty): void {
    if (!party.slotId) return;
    const slot = slotsOf(party.productCode, party.date).find((s) => s.slotId === party.slotId);
    if (!slot) throw new SupplierRejected('The chosen time slot does not exist');
    const seats = party.adults + party.children;
    if (slot.available - seatsTaken(slot.slotId) < seats)
      throw new SupplierRejected('The chosen time slot is sold out');
  }

  function ticketsOf(party: SupplierParty, reference: string): SupplierTicket[] {
    const out: SupplierTicket[] = [];
    const tag = seeded(reference).toString(36).toUpperCase().padStart(6, '0').slice(0, 6);
    const add = (n: number, ticketFor: SupplierTicket['ticketFor'], letter: string) => {
      for (let i = 1; i <= n; i++)
        out.push({ ticketNo: `${party.productCode}-${tag}-${letter}${i}`, ticketFor });
    };
    add(party.adults, 'adult', 'A');
    add(party.children, 'child', 'C');
    add(party.infants, 'infant', 'I');
    return out;
  }

  const supplier: ActivitySupplier & {
    failNext(productCode: string, kind: SandboxFailure): void;
    reset(): void;
  } = {
    code: options.code,
    slots: (productCode, date) => call(productCode, () => slotsOf(productCode, date), false),
    hold: (party, reference) =>
      call(party.productCode, () => {
        checkSlot(party);
        const holdId = randomUUID();
        holds.set(holdId, { reference, slotId: party.slotId, seats: party.adults + party.children });
        return { holdId, expiresAt: new Date(Date.now() + 15 * 60_000) };
      }),
    book: (party, reference) =>
      call(party.productCode, () => {
        const existing = bookings.get(reference);
        if (existing) return existing;
        const held = [...holds.values()].some((h) => h.reference === reference);
        if (!held) {
          checkSlot(party);
          holds.set(randomUUID(), { reference, slotId: party.slotId, seats: party.adults + party.children });
        }
        const booking: SupplierBooking = {
          reference,
          supplierReference: `SBX-${seeded(reference, 'ref').toString(36).toUpperCase()}`,
          status: 'confirmed',
          tickets: ticketsOf(party, reference),
        };
        bookings.set(reference, booking);
        return booking;
      }),
    get: async (reference) => {
      await sleep(options.latencyMs);
      return bookings.get(reference) ?? null;
    },
    cancelQuote: async (reference) => {
      await sleep(options.latencyMs);
      const booking = bookings.get(reference);
      return { cancellable: booking?.status === 'confirmed', fee: 0 };
    },
    cancel: async (reference) => {
      await sleep(options.latencyMs);
      const booking = bookings.get(reference);
      if (!booking) throw new SupplierRejected('Unknown booking');
      booking.status = 'cancelled';
      for (const [id, h] of holds) if (h.reference === reference) holds.delete(id);
      return booking;
    },
    failNext(productCode, kind) {
      forced.set(productCode, [...(forced.get(productCode) ?? []), kind]);
    },
    reset() {
      bookings.clear();
      holds.clear();
      forced.clear();
    },
  };
  return supplier;
}

export type SandboxActivitySupplier = ReturnType<typeof sandboxActivitySupplier>;

function failureBySuffix(productCode: string): SandboxFailure | undefined {
  if (productCode.endsWith('-REJECT')) return 'reject';
  if (productCode.endsWith('-TIMEOUT')) return 'timeout';
  return undefined;
}
