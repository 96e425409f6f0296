import { motif, seededRandom, type Palette } from './image-motifs.ts';
import type { CategorySlug, SeedAttraction } from './seed-types.ts';

const DAY: Record<CategorySlug, Palette> = {
  'theme-parks': {
    sky: ['#ff7a59', '#ffd166'],
    sun: '#fff3b0',
    ink: '#7a1f3d',
    accents: ['#e63946', '#f4a261', '#2a9d8f', '#264653'],
  },
  'water-parks': {
    sky: ['#00b4d8', '#caf0f8'],
    sun: '#fffbe6',
    ink: '#0077b6',
    accents: ['#ff006e', '#ffbe0b', '#8338ec', '#48cae4'],
  },
  'desert-safari': {
    sky: ['#f77f00', '#fcbf49'],
    sun: '#fff1c1',
    ink: '#4a2511',
    accents: ['#e09f3e', '#c8702f', '#9e4a1c', '#fcd581'],
  },
  cruises: {
    sky: ['#3a0ca3', '#f72585'],
    sun: '#ffd6a5',
    ink: '#1b1b3a',
    accents: ['#4361ee', '#3a0ca3', '#7209b7', '#fefae0'],
  },
  landmarks: {
    sky: ['#0f4c81', '#9ad1f5'],
    sun: '#fdf0d5',
    ink: '#0b1d33',
    accents: ['#4d7ea8', '#d9d9d9', '#adb5bd', '#6c757d'],
  },
  museums: {
    sky: ['#2b2d42', '#8d99ae'],
    sun: '#edf2f4',
    ink: '#1b1d2b',
    accents: ['#ef233c', '#b8bed0', '#d90429', '#edf2f4'],
  },
  tours: {
    sky: ['#e76f51', '#f4d35e'],
    sun: '#fff8e1',
    ink: '#f8f4e3',
    accents: ['#6d597a', '#355070', '#b56576', '#eaac8b'],
  },
  adventure: {
    sky: ['#1d3557', '#a8dadc'],
    sun: '#f1faee',
    ink: '#14213d',
    accents: ['#457b9d', '#2a4d69', '#e63946', '#f1faee'],
  },
  family: {
    sky: ['#06d6a0', '#ffd166'],
    sun: '#fffcf2',
    ink: '#073b4c',
    accents: ['#ef476f', '#70c1b3', '#118ab2', '#ffd166'],
  },
};

/** The second picture of each attraction: the same place at dusk. */
function dusk(p: Palette): Palette {
  return { ...p, sky: ['#14213d', p.sky[0]], sun: '#ffe8a3' };
}

const EMIRATE: Record<SeedAttraction['destination'], string> = {
  dubai: 'DUBAI',
  'abu-dhabi': 'ABU DHABI',
  sharjah: 'SHARJAH',
  'ras-al-khaimah': 'RAS AL KHAIMAH',
  fujairah: 'FUJAIRAH',
  ajman: 'AJMAN',
};

const CATEGORY_LABEL: Record<CategorySlug, string> = {
  'theme-parks': 'THEME PARK',
  'water-parks': 'WATER PARK',
  'desert-safari': 'DESERT SAFARI',
  cruises: 'CRUISE',
  landmarks: 'LANDMARK',
  museums: 'MUSEUM',
  tours: 'TOUR',
  adventure: 'ADVENTURE',
  family: 'FAMILY',
};

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Splits a title into at most two lines of about `width` characters. */
export function wrapTitle(title: string, width = 30): string[] {
  if (title.length <= width) return [title];
  const words = title.split(' ');
  let first = '';
  while (words.length > 0 && `${first} ${words[0]}`.trim().length <= width)
    first = `${first} ${words.shift()}`.trim();
  if (!first) first = words.shift() ?? '';
  return words.length > 0 ? [first, words.join(' ')] : [first];
}

/** A 1200x800 SVG: gradient sky, sun, the category scene and the title. `variant` 2 is the dusk picture. */
export function renderAttractionSvg(a: SeedAttraction, variant: 1 | 2): string {
  const palette = variant === 1 ? DAY[a.category] : dusk(DAY[a.category]);
  const rand = seededRandom(`${a.slug}:${variant}`);
  const sunX = Math.round(150 + rand() * 900);
  const sunY = Math.round(variant === 1 ? 130 + rand() * 120 : 300 + rand() * 80);
  const scene = motif(a.category, palette, rand);
  const lines = wrapTitle(a.title);
  const titleTop = lines.length === 1 ? 735 : 670;
  const label = `${CATEGORY_LABEL[a.category]} · ${EMIRATE[a.destination]}`;
  const id = `${a.slug}-${variant}`;
  const mirrored = variant === 2 ? ' transform="translate(1200 0) scale(-1 1)"' : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-label="${escapeXml(a.title)}">`,
    '<defs>',
    `<linearGradient id="sky-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>`,
    `<radialGradient id="sun-${id}"><stop offset="0" stop-color="${palette.sun}"/><stop offset="0.6" stop-color="${palette.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="shade-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.62"/></linearGradient>`,
    '</defs>',
    `<rect width="1200" height="800" fill="url(#sky-${id})"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="120" fill="url(#sun-${id})"/>`,
    `<g${mirrored}>${scene}</g>`,
    `<rect width="1200" height="800" fill="url(#shade-${id})"/>`,
    `<g font-family="'Segoe UI', 'Helvetica Neue', Arial, sans-serif" fill="#ffffff">`,
    `<text x="60" y="${titleTop - 70}" font-size="26" font-weight="600" letter-spacing="5" opacity="0.85">${escapeXml(label)}</text>`,
    ...lines.map(
      (line, i) =>
        `<text x="60" y="${titleTop + i * 66}" font-size="58" font-weight="700">${escapeXml(line)}</text>`,
    ),
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}
