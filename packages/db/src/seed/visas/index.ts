export { seedVisas } from './seed.ts';
export { SEED_VISA_TYPES, nationalityPlan } from './catalogue.ts';
