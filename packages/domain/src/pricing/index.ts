export * from './markup.ts';
export * from './pipeline.ts';
