export * from './errors.ts';
export * from './common.ts';
