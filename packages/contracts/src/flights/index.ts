export * from './paths.ts';
export * from './flights.ts';
export * from './booking.ts';
export * from './orders.ts';
