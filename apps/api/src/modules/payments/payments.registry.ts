import type { PaymentPurpose, Tx } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import type { PaymentRow } from './payments.repository.ts';

/**
 * What a purpose (wallet deposit, order checkout) does when its payment settles. Called inside the
 * transaction that moved the payment out of `created`, so the settlement happens exactly once.
 */
export interface PaymentSettler {
  succeeded(deps: AppDeps, tx: Tx, payment: PaymentRow): Promise<void>;
  failed(deps: AppDeps, tx: Tx, payment: PaymentRow, reason: string): Promise<void>;
  /**
   * Work that must not run inside the settling transaction (supplier or gateway calls), run once it
   * committed. It must be safe to run again: a crash before it runs is caught up by the purpose's own
   * sweep job.
   */
  afterCommit?(deps: AppDeps, payment: PaymentRow): Promise<void>;
}

const settlers = new Map<PaymentPurpose, PaymentSettler>();

/** Modules register their settler when their routes load (the same code runs on every node). */
export function registerPaymentSettler(purpose: PaymentPurpose, settler: PaymentSettler): void {
  settlers.set(purpose, settler);
}

export function settlerFor(purpose: PaymentPurpose): PaymentSettler {
  const settler = settlers.get(purpose);
  if (!settler) throw new Error(`No payment settler registered for "${purpose}"`);
  return settler;
}
