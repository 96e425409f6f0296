export * from './resellers.ts';
export * from './paths.ts';
