export * from './types.ts';
export * from './availability.ts';
export * from './selection.ts';
export * from './vehicles.ts';
export * from './activity-pricing.ts';
export * from './cart.ts';
export * from './activity-reset.ts';
export * from './cancellation.ts';
