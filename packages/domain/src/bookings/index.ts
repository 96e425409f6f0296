export * from './pay-later.ts';
export * from './payment-link.ts';
