export * from './paths.ts';
export * from './insurance.ts';
