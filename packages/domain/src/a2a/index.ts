export * from './strip.ts';
export * from './passengers.ts';
export * from './pricing.ts';
export * from './changes.ts';
