export * from './paths.ts';
export * from './markups.ts';
export * from './hotel-markups.ts';
export * from './quotation-markups.ts';
