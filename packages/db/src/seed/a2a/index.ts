export { seedA2a } from './seed.ts';
export { A2A_SEED_DAYS, A2A_SEED_SECTORS, a2aSectorSeedId, a2aTicketSeedId } from './schedule.ts';
export { seedAirport } from './airports.ts';
