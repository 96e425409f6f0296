export { seedReference } from './reference.ts';
export { seedDemo, DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.ts';
export { COMPANY_CONFIG, type CompanyConfig } from './company-config.ts';
export * from './attractions/index.ts';
export * from './hotels/index.ts';
export * from './visas/index.ts';
export * from './a2a/index.ts';
export * from './insurance/index.ts';
export * from './quotations/index.ts';
