export * from './paths.ts';
export * from './markups.ts';
export * from './hotel-markups.ts';
