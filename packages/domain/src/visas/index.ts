export * from './types.ts';
export * from './passengers.ts';
export * from './traveller-rules.ts';
export * from './status.ts';
export * from './pricing.ts';
