/**
 * Cities and areas of the hotel catalogue with their centres. Hotels get coordinates near their area
 * centre; distances are measured from the city centre. `hotels` is how many properties the city holds
 * in total (the well-known ones included), so counts per city and state are fixed by this table.
 */
export interface SeedArea {
  name: string;
  lat: number;
  lng: number;
  /** Relative share of the city's generated hotels. */
  weight: number;
  /** Beach-front area: resort styles, beach pictures and amenities are likely. */
  beach?: boolean;
}

export interface SeedCity {
  slug: string;
  name: string;
  state: string;
  lat: number;
  lng: number;
  hotels: number;
  /** Price level against Dubai (1). */
  priceFactor: number;
  /** Tourism fee comment printed on contract rates. */
  feeNote: string;
  phonePrefix: string;
  areas: SeedArea[];
}

const DUBAI_FEE =
  'Tourism Dirham fee of AED 7 to 20 per room per night (by category) is payable directly at the hotel.';

export const SEED_CITIES: readonly SeedCity[] = [
  {
    slug: 'dubai',
    name: 'Dubai',
    state: 'Dubai',
    lat: 25.2048,
    lng: 55.2708,
    hotels: 720,
    priceFactor: 1,
    feeNote: DUBAI_FEE,
    phonePrefix: '+971 4',
    areas: [
      { name: 'Downtown Dubai', lat: 25.1972, lng: 55.2744, weight: 9 },
      { name: 'Dubai Marina', lat: 25.0805, lng: 55.1403, weight: 9 },
      { name: 'Jumeirah Beach Residence', lat: 25.078, lng: 55.133, weight: 4, beach: true },
      { name: 'Palm Jumeirah', lat: 25.1124, lng: 55.139, weight: 5, beach: true },
      { name: 'Deira', lat: 25.2711, lng: 55.3075, weight: 10 },
      { name: 'Bur Dubai', lat: 25.2532, lng: 55.2972, weight: 9 },
      { name: 'Business Bay', lat: 25.186, lng: 55.265, weight: 8 },
      { name: 'Al Barsha', lat: 25.11, lng: 55.2, weight: 8 },
      { name: 'Jumeirah', lat: 25.2085, lng: 55.245, weight: 4, beach: true },
      { name: 'Umm Suqeim', lat: 25.145, lng: 55.195, weight: 2, beach: true },
      { name: 'DIFC', lat: 25.213, lng: 55.282, weight: 3 },
      { name: 'Trade Centre', lat: 25.222, lng: 55.285, weight: 4 },
      { name: 'Al Qusais', lat: 25.286, lng: 55.383, weight: 4 },
      { name: 'Dubai Creek', lat: 25.235, lng: 55.333, weight: 3 },
      { name: 'Al Garhoud', lat: 25.245, lng: 55.35, weight: 4 },
      { name: 'Dubai Festival City', lat: 25.223, lng: 55.352, weight: 2 },
      { name: 'Al Karama', lat: 25.245, lng: 55.303, weight: 4 },
      { name: 'Jumeirah Lake Towers', lat: 25.069, lng: 55.141, weight: 4 },
      { name: 'Al Sufouh', lat: 25.095, lng: 55.155, weight: 2, beach: true },
      { name: 'Dubai Silicon Oasis', lat: 25.12, lng: 55.38, weight: 2 },
      { name: 'Mirdif', lat: 25.22, lng: 55.42, weight: 2 },
      { name: 'Jebel Ali', lat: 24.988, lng: 55.02, weight: 1, beach: true },
      { name: 'Hatta', lat: 24.796, lng: 56.117, weight: 1 },
    ],
  },
  {
    slug: 'abu-dhabi',
    name: 'Abu Dhabi',
    state: 'Abu Dhabi',
    lat: 24.4539,
    lng: 54.3773,
    hotels: 200,
    priceFactor: 0.92,
    feeNote: 'Tourism fee of 4% and AED 15 per room per night is payable directly at the hotel.',
    phonePrefix: '+971 2',
    areas: [
      { name: 'Corniche', lat: 24.476, lng: 54.34, weight: 6, beach: true },
      { name: 'Saadiyat Island', lat: 24.545, lng: 54.43, weight: 3, beach: true },
      { name: 'Yas Island', lat: 24.495, lng: 54.605, weight: 4 },
      { name: 'Al Maryah Island', lat: 24.501, lng: 54.389, weight: 2 },
      { name: 'Al Reem Island', lat: 24.498, lng: 54.405, weight: 3 },
      { name: 'Tourist Club Area', lat: 24.495, lng: 54.38, weight: 5 },
      { name: 'Al Khalidiyah', lat: 24.47, lng: 54.35, weight: 4 },
      { name: 'Between the Bridges', lat: 24.42, lng: 54.49, weight: 2 },
      { name: 'Al Raha Beach', lat: 24.45, lng: 54.595, weight: 2, beach: true },
      { name: 'Khalifa City', lat: 24.42, lng: 54.58, weight: 2 },
      { name: 'Mussafah', lat: 24.35, lng: 54.5, weight: 2 },
    ],
  },
  {
    slug: 'al-ain',
    name: 'Al Ain',
    state: 'Abu Dhabi',
    lat: 24.2075,
    lng: 55.7447,
    hotels: 40,
    priceFactor: 0.7,
    feeNote: 'Tourism fee of 4% and AED 15 per room per night is payable directly at the hotel.',
    phonePrefix: '+971 3',
    areas: [
      { name: 'Al Ain Centre', lat: 24.22, lng: 55.76, weight: 5 },
      { name: 'Al Jimi', lat: 24.24, lng: 55.73, weight: 3 },
      { name: 'Jebel Hafeet', lat: 24.07, lng: 55.77, weight: 1 },
    ],
  },
  {
    slug: 'sharjah',
    name: 'Sharjah',
    state: 'Sharjah',
    lat: 25.3463,
    lng: 55.4209,
    hotels: 130,
    priceFactor: 0.7,
    feeNote: 'Tourism fee of AED 10 to 15 per room per night is payable directly at the hotel.',
    phonePrefix: '+971 6',
    areas: [
      { name: 'Al Majaz', lat: 25.325, lng: 55.39, weight: 4 },
      { name: 'Al Khan', lat: 25.33, lng: 55.37, weight: 3, beach: true },
      { name: 'Al Nahda', lat: 25.3, lng: 55.37, weight: 4 },
      { name: 'Al Taawun', lat: 25.31, lng: 55.375, weight: 3 },
      { name: 'Sharjah Corniche', lat: 25.36, lng: 55.39, weight: 3 },
      { name: 'Rolla', lat: 25.358, lng: 55.392, weight: 3 },
      { name: 'Muwaileh', lat: 25.3, lng: 55.45, weight: 2 },
    ],
  },
  {
    slug: 'ras-al-khaimah',
    name: 'Ras Al Khaimah',
    state: 'Ras Al Khaimah',
    lat: 25.8007,
    lng: 55.9762,
    hotels: 70,
    priceFactor: 0.8,
    feeNote: 'Tourism fee of AED 15 to 20 per room per night is payable directly at the hotel.',
    phonePrefix: '+971 7',
    areas: [
      { name: 'Al Marjan Island', lat: 25.675, lng: 55.738, weight: 4, beach: true },
      { name: 'Al Hamra', lat: 25.69, lng: 55.78, weight: 3, beach: true },
      { name: 'Mina Al Arab', lat: 25.71, lng: 55.835, weight: 2, beach: true },
      { name: 'RAK City', lat: 25.79, lng: 55.95, weight: 4 },
      { name: 'Al Wadi Desert', lat: 25.64, lng: 55.93, weight: 1 },
      { name: 'Jebel Jais', lat: 25.95, lng: 56.13, weight: 1 },
    ],
  },
  {
    slug: 'fujairah',
    name: 'Fujairah',
    state: 'Fujairah',
    lat: 25.1288,
    lng: 56.3265,
    hotels: 40,
    priceFactor: 0.72,
    feeNote: 'Tourism fee of AED 10 to 15 per room per night is payable directly at the hotel.',
    phonePrefix: '+971 9',
    areas: [
      { name: 'Fujairah City', lat: 25.12, lng: 56.34, weight: 4 },
      { name: 'Al Aqah', lat: 25.495, lng: 56.36, weight: 3, beach: true },
      { name: 'Dibba', lat: 25.6, lng: 56.27, weight: 1, beach: true },
    ],
  },
  {
    slug: 'ajman',
    name: 'Ajman',
    state: 'Ajman',
    lat: 25.4111,
    lng: 55.4354,
    hotels: 40,
    priceFactor: 0.65,
    feeNote: 'Tourism fee of AED 10 to 15 per room per night is payable directly at the hotel.',
    phonePrefix: '+971 6',
    areas: [
      { name: 'Ajman Corniche', lat: 25.42, lng: 55.44, weight: 3, beach: true },
      { name: 'Al Nuaimiya', lat: 25.39, lng: 55.46, weight: 3 },
      { name: 'Al Rashidiya', lat: 25.395, lng: 55.435, weight: 2 },
      { name: 'Al Jurf', lat: 25.41, lng: 55.5, weight: 1 },
    ],
  },
  {
    slug: 'umm-al-quwain',
    name: 'Umm Al Quwain',
    state: 'Umm Al Quwain',
    lat: 25.5647,
    lng: 55.5552,
    hotels: 20,
    priceFactor: 0.6,
    feeNote: 'Tourism fee of AED 10 per room per night is payable directly at the hotel.',
    phonePrefix: '+971 6',
    areas: [
      { name: 'Umm Al Quwain Corniche', lat: 25.58, lng: 55.56, weight: 3, beach: true },
      { name: 'Al Salamah', lat: 25.51, lng: 55.58, weight: 2 },
      { name: 'Al Raas', lat: 25.57, lng: 55.59, weight: 1 },
    ],
  },
];

export const HOTEL_TIME_ZONE = 'Asia/Dubai';
export const HOTEL_COUNTRY = { code: 'AE', name: 'United Arab Emirates' } as const;
