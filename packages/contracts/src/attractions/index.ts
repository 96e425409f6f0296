export * from './paths.ts';
export * from './catalogue.ts';
export * from './pricing.ts';
export * from './orders.ts';
