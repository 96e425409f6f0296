export * from './paths.ts';
export * from './flights.ts';
