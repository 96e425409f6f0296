export { seedAttractions, type SeedAttractionsResult } from './seed.ts';
export { SEED_ATTRACTIONS, attractionImages } from './catalogue.ts';
export { SEED_CATEGORIES } from './categories.ts';
export { activitySeedId, attractionSeedId, seedUuid } from './build.ts';
export type { SeedAttraction, SeedActivity } from './seed-types.ts';
