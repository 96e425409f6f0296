export * from './airports.ts';
export * from './travellers.ts';
export * from './search-form.ts';
export * from './search-query.ts';
export * from './fare-calendar.ts';
export * from './recent-searches.ts';
export * from './addons.ts';
export * from './results.ts';
