import { onProductRegistered } from './product.ts';
import { registerCoreRecovery } from './recovery.ts';

/** The booking core's public surface: import from here (plug-ins and routes). */
export * from './product.ts';
export * from './service.ts';
export * from './cancel.ts';
export * from './jobs.ts';
export * from './documents.ts';
export { creditNoteDtos, creditNotesOf, orderCreditNotes, type CreditNote } from './credit-notes.ts';
export * from './list.ts';
export * from './branch-view.ts';
export * from './booked-by.ts';
export * from './pay-later.ts';
export { policyFeeAt } from './fees.ts';
export { agentEmail, BOOKING_FAULTS, mailAgent, mailAgentIn } from './money.ts';
export {
  newReference,
  nextInvoiceNumber,
  eventsOf,
  linesOfOrder,
  findOrder,
  lockOrder,
} from './repository.ts';

onProductRegistered(registerCoreRecovery);
