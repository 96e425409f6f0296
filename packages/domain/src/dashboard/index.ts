export * from './period.ts';
