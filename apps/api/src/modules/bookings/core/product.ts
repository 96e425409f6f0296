import type { bookingLines, bookingOrders, DbOrTx, Tx } from '@portal/db';
import type { AppDeps } from '../../../deps.ts';
import type { Language } from '@portal/domain';
import type { KeyedMessage } from '@portal/contracts';

/**
 * The booking core's product plug-in (guide section 4a). A product (hotel, visa, a2a, insurance)
 * says WHAT is booked; the core (this folder) does HOW: idempotent create, money (wallet hold ->
 * capture or void, card through the payments settler, pay later), supplier outcomes, recovery and
 * the pending_supplier reconciler, parent earnings, status timeline, cancellation money, lists,
 * Excel, invoice numbers, documents plumbing. See README.md.
 *
 * Stability: this interface is used by several products. Extend it with optional members; never
 * change the meaning of an existing one.
 */

export type CoreOrder = typeof bookingOrders.$inferSelect;
export type CoreLine = typeof bookingLines.$inferSelect;

/** Who books: the agent, and its parent when the agent is a sub-agent. */
export interface Buyer {
  agentId: string;
  role: 'reseller' | 'sub-agent';
  parentId: string | null;
  /** The agency user booking (who did it: the order's booked_by, its events and ledger entries). */
  userId?: string | null;
  /** The most one booking paid from the wallet may cost for this user (minor units); null: no limit. */
  bookingLimit?: number | null;
  /** False for a user who sees sell prices only (ADR 0018): it confirms the sell price it was shown. */
  seesNetPrices?: boolean;
}

/** One line's price as the pricing pipeline made it (minor units, AED). */
export interface LinePrice {
  net: number;
  companyMarkup: number;
  subAgentMarkup: number;
  /** VAT included in agentPrice. */
  vat: number;
  /** VAT on the sub-agent markup, recorded beside the parent's earning. */
  subAgentMarkupVat?: number;
  clientMarkup: number;
  /** What the agent pays (everything up to its own client markup). */
  agentPrice: number;
  /** agentPrice + clientMarkup: the client's price (client documents). */
  sellPrice: number;
  /** = subAgentMarkup when the buyer is a sub-agent, else 0. */
  parentEarning: number;
  /** The whole breakdown to store (any product-specific layers). */
  breakdown: Record<string, unknown>;
}

/** A cancellation fee line in the agent's price: from `from` (UTC instant) cancelling costs `fee`. */
export interface FeeLine {
  from: string;
  fee: number;
}

/** A line the product priced, ready to be stored by the core. */
export interface PricedLine {
  description: string;
  /** yyyy-mm-dd (check-in, travel date); the parent's earning is released after it. */
  serviceDate: string;
  serviceEndDate?: string | null;
  /** Which supplier books it; null when nothing is booked outside (own inventory, manual). */
  supplierCode: string | null;
  /** True: the core calls `book` for this line after the money is held. */
  bookWithSupplier: boolean;
  price: LinePrice;
  cancellationPolicy: FeeLine[];
}

/** What the product priced for one create request. `Detail` is product data handed back to `reserve`. */
export interface PricedBooking<Detail> {
  lines: PricedLine[];
  /** Pay later is allowed until this instant (null: not offered for this booking). */
  payLaterUntil: Date | null;
  /** For lists: "Hotel name - Room type", and the text the list search matches (guest names...). */
  title: string;
  searchText: string;
  detail: Detail;
  /**
   * The order's reference when the product's record already has one (a visa application is
   * numbered before it is paid): one reference on the product's pages, statement and invoice. It
   * must carry `referencePrefix`. An order that ended without money kept hands it on (see core).
   */
  reference?: string;
}

export type SupplierOutcome =
  /** The supplier (or own inventory) booked it; `confirmed` when final, `booked` when the company confirms later. */
  | {
      kind: 'booked';
      status: 'booked' | 'confirmed';
      supplierReference: string | null;
      confirmationNumber?: string | null;
      /** What the supplier answered (e-tickets...), handed to the product's `onLineBooked`. */
      detail?: unknown;
    }
  /** The supplier refused: the line fails and its money is returned through the ledger. */
  | { kind: 'rejected'; reason: string }
  /** No answer in time: the line stays pending_supplier for the reconciler (which calls `get`). */
  | { kind: 'timeout' };

export interface CancellationQuote {
  cancellable: boolean;
  /** Why not (after check-in, already cancelled...). */
  reason?: string;
  /** The reason's key and values, said in the reader's language (ADR 0032). */
  said?: KeyedMessage;
  /** The fee by the stored policy at this instant (agent price terms). */
  policyFee: number;
  /** The supplier's own fee now, in agent price terms, when it has one. */
  supplierFee?: number | null;
}

export interface BookingProduct<Input = unknown, Detail = unknown> {
  /** "hotel", "visa", "a2a", "insurance": booking_orders.product, ledger product, recovery product. */
  readonly product: string;
  /** Order reference prefix, e.g. "HTL" -> HTL-7K2M9Q4XPA. Also the invoice series prefix. */
  readonly referencePrefix: string;
  /** Human name in mails and ledger lines ("Hotel booking"). */
  readonly label: string;

  /**
   * Prices the request for the buyer through the pricing pipeline and checks it (rechecks a
   * supplier if needed). Runs OUTSIDE any transaction; throws AppError (4xx) for bad input.
   */
  price(deps: AppDeps, buyer: Buyer, input: Input): Promise<PricedBooking<Detail>>;

  /**
   * Inside the booking transaction, after the order and lines rows are written and before the
   * money moves: store the product's own rows (keyed by line id) and take inventory (allotment,
   * seats) with conditional statements. Throwing rolls the order and the money back.
   */
  reserve(deps: AppDeps, tx: Tx, order: CoreOrder, lines: CoreLine[], detail: Detail): Promise<void>;

  /** Outside any transaction, money held: books one line with its supplier, our line id as the idempotency key. */
  book(deps: AppDeps, order: CoreOrder, line: CoreLine): Promise<SupplierOutcome>;

  /** The supplier's view of a line (reconciler, recovery); null when the supplier has no booking for it. */
  get(deps: AppDeps, order: CoreOrder, line: CoreLine): Promise<SupplierOutcome | null>;

  /** What cancelling the line now costs; no change. Outside any transaction (may ask the supplier). */
  quoteCancellation(deps: AppDeps, order: CoreOrder, line: CoreLine, now: Date): Promise<CancellationQuote>;

  /**
   * Cancels the line with its supplier (outside any transaction); answers the supplier's fee in
   * agent price terms (0 when none). Must be idempotent (a retry answers the same).
   */
  cancelWithSupplier(
    deps: AppDeps,
    order: CoreOrder,
    line: CoreLine,
    now: Date,
  ): Promise<{ supplierFee: number }>;

  /**
   * Inside the transaction that ends a line (cancelled, failed, expired): give inventory back
   * (allotment, seats). Called at most once per line (the core's status change is the claim).
   */
  release(deps: AppDeps, tx: DbOrTx, order: CoreOrder, line: CoreLine): Promise<void>;

  /**
   * Renders the product's voucher/ticket PDF (no net prices). `view` as attractions: client or sell;
   * `language` the document's (issue 35; products not yet translated print English labels).
   */
  voucher?(
    deps: AppDeps,
    order: CoreOrder,
    lines: CoreLine[],
    view: 'client' | 'sell',
    language: Language,
  ): Promise<Buffer>;

  /**
   * The status of an own line (bookWithSupplier false) once paid: 'booked' by default (the company
   * confirms later); 'confirmed' when own inventory confirms it at once (attraction e-tickets).
   */
  ownLineStatus?(line: CoreLine): 'booked' | 'confirmed';

  /**
   * Inside the transaction where a line became booked or confirmed: make it final on the product's
   * side (sell reserved e-tickets, store the supplier's tickets from `outcome.detail`).
   */
  onLineBooked?(
    deps: AppDeps,
    tx: DbOrTx,
    order: CoreOrder,
    line: CoreLine,
    outcome: Extract<SupplierOutcome, { kind: 'booked' }>,
  ): Promise<void>;

  /** Replaces the core's "is booked" mail, in the transaction that completes the order. */
  completionMail?(deps: AppDeps, tx: DbOrTx, order: CoreOrder): Promise<void>;

  /**
   * Compares the priced lines with what the client saw (per line); a body answers 409 instead of the
   * core's comparison of the total with `expectedPrice`.
   */
  priceChanged?(priced: PricedBooking<Detail>, input: Input): (object & { code: 'PRICE_CHANGED' }) | null;

  /** The product's own wording of outcomes the core writes on lines. */
  texts?: {
    /** Recovery: the supplier never booked a line of an interrupted order. */
    notBooked?: string;
    /** A supplier refused a line (the line's status reason). */
    supplierRejected?(reason: string): string;
  };

  /** Extra rows for the tax invoice's lines (default: one row per line with its description). */
  invoiceLines?(
    deps: AppDeps,
    order: CoreOrder,
    lines: CoreLine[],
  ): Promise<{ text: string; lineId: string }[]>;
}

const products = new Map<string, BookingProduct>();

/** Products register once when their module loads (same code on every node). */
export function registerBookingProduct<I, D>(product: BookingProduct<I, D>): void {
  products.set(product.product, product);
  onRegister?.(product);
}

let onRegister: ((product: BookingProduct) => void) | undefined;
/** index.ts hooks the crash recovery in (kept out of this file so the interface has no service imports). */
export function onProductRegistered(hook: (product: BookingProduct) => void): void {
  onRegister = hook;
  for (const p of products.values()) hook(p);
}

export function bookingProduct(code: string): BookingProduct {
  const p = products.get(code);
  if (!p) throw new Error(`No booking product registered for "${code}"`);
  return p;
}

export function bookingProducts(): BookingProduct[] {
  return [...products.values()];
}
