export { SANDBOX_INSURER, SEED_INSURANCE_PLANS } from './catalogue.ts';
export { seedInsurancePlans } from './seed.ts';
