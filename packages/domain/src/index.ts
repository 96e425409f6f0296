export * from './money.ts';
export * from './currency.ts';
export * from './modules.ts';
