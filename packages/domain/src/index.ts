export * from './money.ts';
export * from './currency.ts';
export * from './modules.ts';
export * from './wallet/index.ts';
export * from './ledger/index.ts';
export * from './pricing/index.ts';
export * from './attractions/index.ts';
