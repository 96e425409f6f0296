/**
 * The activity supplier adapter (guide section 6): slots -> hold -> book -> get -> cancelQuote ->
 * cancel. Our order line id is the supplier's idempotency key: booking the same reference twice
 * answers the first booking. Calls never run inside a database transaction.
 */
export interface SupplierSlot {
  slotId: string;
  /** HH:mm, company zone. */
  startTime: string;
  endTime: string;
  available: number;
}

export interface SupplierParty {
  productCode: string;
  date: string;
  slotId: string | null;
  adults: number;
  children: number;
  infants: number;
}

export interface SupplierHold {
  holdId: string;
  expiresAt: Date;
}

export interface SupplierTicket {
  ticketNo: string;
  ticketFor: 'adult' | 'child' | 'infant';
}

export interface SupplierBooking {
  reference: string;
  supplierReference: string;
  status: 'confirmed' | 'cancelled';
  tickets: SupplierTicket[];
}

export interface SupplierCancelQuote {
  cancellable: boolean;
  /** Minor units the supplier keeps. */
  fee: number;
}

/** The supplier refused (sold out, unknown product, ...): the line fails with this message. */
export class SupplierRejected extends Error {
  override readonly name = 'SupplierRejected';
}

/** No answer in time: the outcome is unknown, so the line waits for a reconciler. */
export class SupplierTimeout extends Error {
  override readonly name = 'SupplierTimeout';
}

export interface ActivitySupplier {
  readonly code: string;
  slots(productCode: string, date: string): Promise<SupplierSlot[]>;
  hold(party: SupplierParty, reference: string): Promise<SupplierHold>;
  book(party: SupplierParty, reference: string, leadName: string): Promise<SupplierBooking>;
  get(reference: string): Promise<SupplierBooking | null>;
  cancelQuote(reference: string): Promise<SupplierCancelQuote>;
  cancel(reference: string): Promise<SupplierBooking>;
}

/** Rejects with SupplierTimeout when `promise` takes longer than `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SupplierTimeout(`${what}: no answer from the supplier in ${ms} ms`)),
      ms,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
