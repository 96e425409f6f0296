export * from './paths.ts';
export * from './insurance.ts';
export * from './contracts.ts';
