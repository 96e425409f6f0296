export * from './paths.ts';
export * from './catalogue.ts';
export * from './applications.ts';
export * from './markups.ts';
