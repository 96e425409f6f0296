export * from './permissions.ts';
export * from './actor.ts';
export * from './changes.ts';
export * from './net-prices.ts';
