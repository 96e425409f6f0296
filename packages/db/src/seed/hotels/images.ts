import { seededRandom, type Rand } from '../attractions/image-motifs.ts';
import { apartment, beach, classic, heritage, pool, resort, tower, type Scheme } from './image-exteriors.ts';
import {
  dorm,
  kitchen,
  lobby,
  restaurant,
  roomKing,
  roomTwin,
  spa,
  suite,
  type Interior,
} from './image-interiors.ts';
import type { PictureFamily } from './pictures.ts';

/** Daylight, golden hour, blue hour and night looks, one per variant. */
const SCHEMES: readonly Scheme[] = [
  {
    sky: ['#4ea8de', '#cfe8f7'],
    sun: '#fff6c9',
    wall: '#e9e2d6',
    wallShade: '#8d8576',
    glass: '#7fb8d8',
    accent: '#c8553d',
    ground: '#e8d3a9',
    sea: ['#1f9ec9', '#167aa0'],
    night: false,
  },
  {
    sky: ['#f4845f', '#ffd6a5'],
    sun: '#fff1c1',
    wall: '#f1dcc0',
    wallShade: '#8c6a4f',
    glass: '#f7b267',
    accent: '#2a9d8f',
    ground: '#e9c89b',
    sea: ['#3d8fb5', '#2a6f97'],
    night: false,
  },
  {
    sky: ['#3a5a98', '#9fb8e0'],
    sun: '#e8efff',
    wall: '#d8dee9',
    wallShade: '#4c566a',
    glass: '#88c0d0',
    accent: '#d08770',
    ground: '#cfc4ae',
    sea: ['#2e6f9e', '#1f4f78'],
    night: false,
  },
  {
    sky: ['#0b1733', '#2c3e66'],
    sun: '#f8f3d4',
    wall: '#3b4252',
    wallShade: '#1c2130',
    glass: '#5e81ac',
    accent: '#ebcb8b',
    ground: '#5b5446',
    sea: ['#1b3a5c', '#12283f'],
    night: true,
  },
];

const INTERIORS: readonly Interior[] = [
  {
    wall: '#efe6d8',
    wallShade: '#d9ccb8',
    floor: '#b08968',
    wood: '#7f5539',
    fabric: '#9c6644',
    accent: '#e9c46a',
  },
  {
    wall: '#e8eef2',
    wallShade: '#cdd8df',
    floor: '#9aa5b1',
    wood: '#5c4b3b',
    fabric: '#457b9d',
    accent: '#f4a261',
  },
  {
    wall: '#f3ece4',
    wallShade: '#e0d2c3',
    floor: '#c9ada7',
    wood: '#6d4c41',
    fabric: '#b56576',
    accent: '#84a59d',
  },
  {
    wall: '#e6e2dc',
    wallShade: '#c8c1b6',
    floor: '#8d7b68',
    wood: '#3e3a36',
    fabric: '#6b705c',
    accent: '#d4a373',
  },
  {
    wall: '#f1f3ee',
    wallShade: '#d6dccf',
    floor: '#a3b18a',
    wood: '#5a5a40',
    fabric: '#588157',
    accent: '#dda15e',
  },
];

type Draw = (s: Scheme, i: Interior, rand: Rand, id: string, variant: number) => string;

const SCENES: Record<PictureFamily, Draw> = {
  'exterior-tower': (s, _i, r, id, v) => tower(s, r, id, v),
  'exterior-resort': (s, _i, r, id, v) => resort(s, r, id, v),
  'exterior-classic': (s, _i, r, id, v) => classic(s, r, id, v),
  'exterior-apartment': (s, _i, r, id, v) => apartment(s, r, id, v),
  'exterior-heritage': (s, _i, r, id, v) => heritage(s, r, id, v),
  pool: (s, _i, r, id, v) => pool(s, r, id, v),
  beach: (s, _i, r, id, v) => beach(s, r, id, v),
  'room-king': (s, i, r, _id, v) => roomKing(i, s, r, v),
  'room-twin': (s, i, r, _id, v) => roomTwin(i, s, r, v),
  suite: (s, i, r, _id, v) => suite(i, s, r, v),
  lobby: (s, i, r, _id, v) => lobby(i, s, r, v),
  restaurant: (s, i, r, _id, v) => restaurant(i, s, r, v),
  spa: (s, i, r, _id, v) => spa(i, s, r, v),
  dorm: (s, i, r, _id, v) => dorm(i, s, r, v),
  kitchen: (s, i, r, _id, v) => kitchen(i, s, r, v),
};

const LABELS: Record<PictureFamily, string> = {
  'exterior-tower': 'Hotel tower',
  'exterior-resort': 'Beach resort',
  'exterior-classic': 'Hotel building',
  'exterior-apartment': 'Apartment building',
  'exterior-heritage': 'Heritage house',
  pool: 'Swimming pool',
  beach: 'Beach',
  'room-king': 'Room with a king bed',
  'room-twin': 'Room with twin beds',
  suite: 'Suite living room',
  lobby: 'Lobby',
  restaurant: 'Restaurant',
  spa: 'Spa',
  dorm: 'Dormitory',
  kitchen: 'Apartment kitchen',
};

/** A 1200x800 SVG of a picture family; `variant` changes the light, palette and layout. */
export function renderHotelSvg(family: PictureFamily, variant: number): string {
  const id = `${family}-${variant}`;
  const rand = seededRandom(`hotel-picture:${id}`);
  const scheme = SCHEMES[(variant - 1) % SCHEMES.length]!;
  const interior = INTERIORS[(variant - 1 + family.length) % INTERIORS.length]!;
  const outdoor = family.startsWith('exterior') || family === 'pool' || family === 'beach';
  const sky = outdoor
    ? `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scheme.sky[0]}"/><stop offset="1" stop-color="${scheme.sky[1]}"/></linearGradient></defs><rect width="1200" height="800" fill="url(#s)"/><circle cx="${Math.round(150 + rand() * 900)}" cy="${scheme.night ? 120 : Math.round(120 + rand() * 160)}" r="${scheme.night ? 40 : 80}" fill="${scheme.sun}" opacity=".9"/>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-label="${LABELS[family]}">`,
    sky,
    SCENES[family](scheme, interior, rand, id.replace(/\W/g, ''), variant),
    '</svg>',
    '',
  ].join('\n');
}
