import type { HotelContent } from '@portal/domain';
import { seededRandom, type Rand } from '../attractions/image-motifs.ts';
import { normalizeSearchText } from '../../hotels/search-text.ts';
import {
  accommodationFor,
  amenitiesFor,
  basePriceFor,
  chance,
  checkTimesFor,
  descriptionFor,
  chainFor,
  intBetween,
  nameFor,
  STAR_WEIGHTS,
  weighted,
} from './content.ts';
import { hotelAreaSeedId, hotelCitySeedId, hotelSeedId, roomTypeSeedId, slugify } from './ids.ts';
import { picturesFor } from './pictures.ts';
import { HOTEL_COUNTRY, HOTEL_TIME_ZONE, SEED_CITIES, type SeedArea, type SeedCity } from './places.ts';
import { REAL_HOTELS, type RealHotel } from './real-hotels.ts';
import { roomTypesFor, type SeedRoomType } from './rooms.ts';

/** A catalogue hotel: the domain's HotelContent plus what the seed stores beside it. */
export interface SeedHotel extends HotelContent {
  key: string;
  nameSearch: string;
  bedbankCode: string | null;
  /** Whether the company holds contracts for it (spec priceType=static). */
  hasContracts: boolean;
  /** Shoulder-season AED price of its cheapest room, city factor applied. */
  basePrice: number;
  beach: boolean;
  popularity: number;
  citySlug: string;
  roomTypes: SeedRoomType[];
}

export interface HotelCatalogue {
  cities: (SeedCity & { id: string })[];
  areas: { id: string; cityId: string; citySlug: string; name: string; lat: number; lng: number }[];
  hotels: SeedHotel[];
}

/** Great-circle distance in km, one decimal. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(a)) * 10) / 10;
}

/** Splits `total` over weighted items by largest remainders (exact total, deterministic). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const raw = weights.map((w) => (total * w) / sum);
  const out = raw.map(Math.floor);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const left = total - out.reduce((s, n) => s + n, 0);
  for (let k = 0; k < left; k++) out[order[k]![1]]! += 1;
  return out;
}

/** Bedbank hotel codes look opaque: a bijection of the catalogue index onto six digits. */
const bedbankCodeOf = (index: number) => String(100000 + ((index * 7919) % 900000));

let cached: HotelCatalogue | undefined;

/**
 * The whole hotel catalogue: the well-known properties plus deterministic generated ones up to each
 * city's count. Pure and date-free (contracts and allotments, which depend on the seed date, are built
 * separately), so counts and ids are the same on every install.
 */
export function hotelCatalogue(): HotelCatalogue {
  if (cached) return cached;
  const cities = SEED_CITIES.map((c) => ({ ...c, id: hotelCitySeedId(c.slug) }));
  const areas = cities.flatMap((c) =>
    c.areas.map((a) => ({
      id: hotelAreaSeedId(c.slug, a.name),
      cityId: c.id,
      citySlug: c.slug,
      name: a.name,
      lat: a.lat,
      lng: a.lng,
    })),
  );
  const names = new Set(REAL_HOTELS.map((h) => h.name));
  const hotels: SeedHotel[] = [];
  for (const city of cities) {
    const real = REAL_HOTELS.filter((h) => h.city === city.slug);
    const rand = seededRandom(`hotels:${city.slug}`);
    for (const h of real) hotels.push(buildHotel(rand, city, areaOf(city, h.area), h, hotels.length));
    const perArea = apportion(
      city.hotels - real.length,
      city.areas.map((a) => a.weight),
    );
    city.areas.forEach((area, i) => {
      for (let n = 0; n < perArea[i]!; n++) {
        hotels.push(buildHotel(rand, city, area, generated(rand, city, area, names), hotels.length));
      }
    });
  }
  cached = { cities, areas, hotels };
  return cached;
}

function areaOf(city: SeedCity, name: string): SeedArea {
  const area = city.areas.find((a) => a.name === name);
  if (!area) throw new Error(`hotel seed: area "${name}" is not in ${city.name}`);
  return area;
}

function generated(rand: Rand, city: SeedCity, area: SeedArea, names: Set<string>): RealHotel {
  let star = weighted(rand, STAR_WEIGHTS);
  // Hostels cluster in Dubai's budget districts; elsewhere the slot becomes a small hotel.
  if (star === 'hostel' && city.slug !== 'dubai' && city.slug !== 'abu-dhabi') star = '2';
  const type = accommodationFor(rand, star, area.beach === true);
  let name = nameFor(rand, type, area.name, city.name);
  while (names.has(name)) name = nameFor(rand, type, area.name, city.name);
  names.add(name);
  // Scatter around the area centre: about 1.5 km in town, further out in the desert and mountains.
  const spread = area.weight <= 1 ? 0.03 : 0.014;
  const angle = rand() * 2 * Math.PI;
  const radius = Math.sqrt(rand()) * spread;
  return {
    name,
    city: city.slug,
    area: area.name,
    star,
    type,
    chain: chainFor(rand, star, type),
    lat: round5(area.lat + radius * Math.sin(angle)),
    lng: round5(area.lng + (radius * Math.cos(angle)) / Math.cos((area.lat * Math.PI) / 180)),
    price: basePriceFor(rand, star, type),
  };
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

function buildHotel(
  rand: Rand,
  city: SeedCity & { id: string },
  area: SeedArea,
  h: RealHotel,
  index: number,
): SeedHotel {
  const isReal = REAL_HOTELS.includes(h);
  const key = `${city.slug}:${slugify(h.name)}`;
  const id = hotelSeedId(key);
  const hasContracts = chance(rand, isReal ? 0.85 : 0.68);
  const onBedbank = chance(rand, hasContracts ? 0.7 : 0.9);
  const nearBeach = isReal ? h.beach === true : area.beach === true;
  const amenities = amenitiesFor(rand, h.star, h.type, nearBeach, city.slug);
  const beach = amenities.includes('Private Beach') || amenities.includes('Beach Access');
  const distance = distanceKm(city.lat, city.lng, h.lat, h.lng);
  const times = checkTimesFor(rand, h.type);
  const roomTypes = roomTypesFor(rand, { id, star: h.star, type: h.type, beach, onBedbank }, (i) =>
    roomTypeSeedId(key, i),
  );
  const street = intBetween(rand, 1, 48);
  const plot = intBetween(rand, 100, 980);
  const phone = `${city.phonePrefix} ${intBetween(rand, 200, 899)} ${String(intBetween(rand, 0, 9999)).padStart(4, '0')}`;
  return {
    id,
    key,
    name: h.name,
    nameSearch: normalizeSearchText(h.name),
    chain: h.chain,
    starCategory: h.star,
    accommodationType: h.type,
    address: isReal
      ? `${area.name}, ${city.name}, ${HOTEL_COUNTRY.name}`
      : `Plot ${plot}, Street ${street}, ${area.name}, ${city.name}, ${HOTEL_COUNTRY.name}`,
    cityId: city.id,
    cityName: city.name,
    areaId: hotelAreaSeedId(city.slug, area.name),
    areaName: area.name,
    stateName: city.state,
    countryCode: HOTEL_COUNTRY.code,
    countryName: HOTEL_COUNTRY.name,
    latitude: h.lat,
    longitude: h.lng,
    distanceFromCityCentreKm: distance,
    description: descriptionFor(rand, {
      name: h.name,
      star: h.star,
      type: h.type,
      area: area.name,
      city: city.name,
      amenities,
      distance,
      ...times,
    }),
    amenities,
    checkInTime: times.checkIn,
    checkOutTime: times.checkOut,
    timeZone: HOTEL_TIME_ZONE,
    images: picturesFor(rand, { star: h.star, type: h.type, beach, amenities, roomTypes }),
    phone,
    allGuestDetailsRequired: h.star === '5' && chance(rand, 0.15),
    roomTypes,
    bedbankCode: onBedbank ? bedbankCodeOf(index) : null,
    hasContracts,
    basePrice: Math.max(60, Math.round((h.price * city.priceFactor) / 5) * 5),
    beach,
    popularity: isReal ? 100 + Math.min(100, Math.round(h.price / 40)) : intBetween(rand, 0, 60),
    citySlug: city.slug,
  };
}

/** Hotels per city and per state, as seeded (popular places show these counts). */
export function hotelCounts(): { cities: Map<string, number>; states: Map<string, number> } {
  const cities = new Map<string, number>();
  const states = new Map<string, number>();
  for (const h of hotelCatalogue().hotels) {
    cities.set(h.cityName, (cities.get(h.cityName) ?? 0) + 1);
    states.set(h.stateName, (states.get(h.stateName) ?? 0) + 1);
  }
  return { cities, states };
}
