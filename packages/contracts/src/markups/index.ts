export * from './paths.ts';
export * from './markups.ts';
