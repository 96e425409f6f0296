export { seedHotels, type SeedHotelsResult } from './seed.ts';
export { hotelCatalogue, hotelCounts, type HotelCatalogue, type SeedHotel } from './catalogue.ts';
export { contractsFor, type SeedContract } from './contracts.ts';
export { allotmentsFor } from './allotments.ts';
export { hotelCitySeedId, hotelStateSeedId, hotelAreaSeedId, hotelSeedId, roomTypeSeedId } from './ids.ts';
export { REAL_HOTELS } from './real-hotels.ts';
export { PICTURE_FAMILIES, picturePath } from './pictures.ts';
