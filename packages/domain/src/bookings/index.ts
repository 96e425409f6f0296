export * from './pay-later.ts';
