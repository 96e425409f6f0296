/** Who did it and the audit trail (guide 4b): one home, used by every module. */
export * from './actor.ts';
export * from './record.ts';
