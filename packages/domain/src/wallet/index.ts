export * from './funds.ts';
export * from './low-balance.ts';
export * from './amount.ts';
export * from './bank-account.ts';
