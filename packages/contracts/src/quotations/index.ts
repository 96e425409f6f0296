export * from './paths.ts';
export * from './draft.ts';
export * from './amendment.ts';
export * from './list.ts';
export * from './lookups.ts';
