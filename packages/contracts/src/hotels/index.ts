export * from './paths.ts';
export * from './suggestions.ts';
export * from './criteria.ts';
export * from './results.ts';
export * from './details.ts';
export * from './rates.ts';
export * from './booking.ts';
