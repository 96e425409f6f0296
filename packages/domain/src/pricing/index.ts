export * from './markup.ts';
export * from './pipeline.ts';
export * from './quotation-components.ts';
