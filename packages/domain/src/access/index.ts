export * from './permissions.ts';
export * from './actor.ts';
export * from './changes.ts';
export * from './two-factor.ts';
export * from './net-prices.ts';
export * from './order-actions.ts';
export * from './api-keys.ts';
export * from './ip-ranges.ts';
