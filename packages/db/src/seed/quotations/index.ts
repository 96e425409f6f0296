export { seedQuotationTariff } from './seed.ts';
export { SEED_AIRPORT_TERMINALS, SEED_TRANSFER_VEHICLES } from './catalogue.ts';
