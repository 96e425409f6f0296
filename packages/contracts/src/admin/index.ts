export * from './dashboard.ts';
export * from './orders.ts';
export * from './wallet-requests.ts';
export * from './visas-a2a.ts';
export * from './settings.ts';
export * from './agents.ts';
export * from './daily-work.ts';
