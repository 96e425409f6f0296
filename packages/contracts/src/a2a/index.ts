export * from './paths.ts';
export * from './catalogue.ts';
export * from './orders.ts';
export * from './admin.ts';
