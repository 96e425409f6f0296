export * from './accounts.ts';
export * from './postings.ts';
