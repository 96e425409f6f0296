import type { Rand } from '../attractions/image-motifs.ts';
import { palm, type Scheme } from './image-exteriors.ts';

/** Indoor scenes of the hotel pictures (1200x800): rooms, lobby, restaurant, spa, dorm, kitchen. */

const r1 = (n: number) => Math.round(n * 10) / 10;
const between = (rand: Rand, min: number, max: number) => r1(min + rand() * (max - min));

export interface Interior {
  wall: string;
  wallShade: string;
  floor: string;
  wood: string;
  fabric: string;
  accent: string;
}

/** Back wall, side walls and floor in one-point perspective, with a window showing the outside. */
function roomShell(i: Interior, s: Scheme, window: { x: number; w: number }): string {
  const view = `<rect x="${window.x}" y="170" width="${window.w}" height="260" fill="url(#sky)"/><path d="M${window.x} 380 q${window.w / 4} -20 ${window.w / 2} 0 t${window.w / 2} 0 V430 H${window.x} Z" fill="${s.sea[0]}"/>`;
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>`,
    `<rect width="1200" height="800" fill="${i.wall}"/>`,
    `<polygon points="0,0 180,110 180,560 0,800" fill="${i.wallShade}"/>`,
    `<polygon points="1200,0 1020,110 1020,560 1200,800" fill="${i.wallShade}"/>`,
    `<polygon points="180,560 1020,560 1200,800 0,800" fill="${i.floor}"/>`,
    view,
    `<rect x="${window.x - 10}" y="160" width="${window.w + 20}" height="280" fill="none" stroke="${i.wood}" stroke-width="12"/>`,
    `<rect x="${window.x - 60}" y="150" width="50" height="300" fill="${i.fabric}" opacity=".85"/><rect x="${window.x + window.w + 10}" y="150" width="50" height="300" fill="${i.fabric}" opacity=".85"/>`,
  ].join('');
}

function bed(x: number, w: number, i: Interior): string {
  return `<rect x="${x}" y="440" width="${w}" height="110" rx="10" fill="${i.wood}"/><rect x="${x - 20}" y="540" width="${w + 40}" height="120" rx="14" fill="#ffffff"/><rect x="${x - 20}" y="600" width="${w + 40}" height="60" fill="${i.fabric}"/><rect x="${x + 20}" y="505" width="${r1(w / 2 - 30)}" height="42" rx="16" fill="#f4f1ea"/><rect x="${r1(x + w / 2 + 10)}" y="505" width="${r1(w / 2 - 30)}" height="42" rx="16" fill="#f4f1ea"/>`;
}

function lamp(x: number, i: Interior): string {
  return `<rect x="${x - 40}" y="560" width="80" height="80" fill="${i.wood}"/><path d="M${x - 25} 500 h50 l12 40 h-74 Z" fill="${i.accent}"/><path d="M${x} 540 v20" stroke="${i.wallShade}" stroke-width="5"/>`;
}

export function roomKing(i: Interior, s: Scheme, _rand: Rand, variant: number): string {
  return (
    roomShell(i, s, { x: 420 + (variant % 2) * 40, w: 320 }) +
    `<rect x="330" y="440" width="540" height="12" fill="${i.accent}" opacity="${variant % 2 ? 1 : 0}"/>` +
    bed(400, 400, i) +
    lamp(300, i) +
    lamp(900, i)
  );
}

export function roomTwin(i: Interior, s: Scheme, _rand: Rand, variant: number): string {
  return (
    roomShell(i, s, { x: 480, w: 240 + variant * 10 }) + bed(260, 260, i) + bed(680, 260, i) + lamp(600, i)
  );
}

export function suite(i: Interior, s: Scheme, rand: Rand, variant: number): string {
  const sofa = `<rect x="300" y="560" width="460" height="90" rx="24" fill="${i.fabric}"/><rect x="280" y="520" width="500" height="60" rx="24" fill="${i.fabric}" opacity=".85"/><rect x="300" y="650" width="20" height="30" fill="${i.wood}"/><rect x="740" y="650" width="20" height="30" fill="${i.wood}"/>`;
  const table = `<ellipse cx="600" cy="720" rx="150" ry="30" fill="${i.wood}"/><circle cx="${between(rand, 540, 660)}" cy="705" r="14" fill="${i.accent}"/>`;
  const art = `<rect x="860" y="230" width="120" height="160" fill="${i.accent}" opacity=".8"/><rect x="872" y="242" width="96" height="136" fill="none" stroke="#ffffff" stroke-width="4"/>`;
  return roomShell(i, s, { x: 260 + variant * 20, w: 460 }) + art + sofa + table;
}

export function lobby(i: Interior, _s: Scheme, rand: Rand, variant: number): string {
  const columns = [200, 420, 780, 1000]
    .map(
      (x) =>
        `<rect x="${x - 30}" y="120" width="60" height="470" fill="${i.wallShade}"/><rect x="${x - 40}" y="110" width="80" height="20" fill="${i.accent}"/>`,
    )
    .join('');
  const tiles = Array.from(
    { length: 9 },
    (_, k) =>
      `<path d="M${600 + (k - 4) * 40} 590 L${600 + (k - 4) * 170} 800" stroke="${i.wallShade}" stroke-width="3" opacity=".5"/>`,
  ).join('');
  const crystals = Array.from(
    { length: 9 },
    (_, k) => `<path d="M${520 + k * 20} 150 v${40 + (k % 3) * 25}" stroke="#fff6d5" stroke-width="5"/>`,
  ).join('');
  const plant = (x: number) =>
    `<rect x="${x - 30}" y="540" width="60" height="60" fill="${i.wood}"/>${palm(x, 545, between(rand, 120, 170), '#6b4a2b', '#3c8d5a')}`;
  return [
    `<rect width="1200" height="800" fill="${i.wall}"/>`,
    `<rect y="590" width="1200" height="210" fill="${i.floor}"/>${tiles}`,
    columns,
    `<path d="M500 150 h200 l-30 30 h-140 Z" fill="#e9c46a"/>${crystals}`,
    `<rect x="480" y="470" width="240" height="120" fill="${i.wood}"/><rect x="470" y="460" width="260" height="18" fill="${i.accent}"/>`,
    variant % 2 ? plant(320) + plant(880) : plant(600 + 300),
  ].join('');
}

export function restaurant(i: Interior, s: Scheme, _rand: Rand, variant: number): string {
  const tables = Array.from({ length: 3 }, (_, k) => {
    const x = 260 + k * 340;
    return `<ellipse cx="${x}" cy="640" rx="120" ry="28" fill="#ffffff"/><rect x="${x - 8}" y="640" width="16" height="100" fill="${i.wood}"/><rect x="${x - 150}" y="600" width="40" height="130" rx="8" fill="${i.fabric}"/><rect x="${x + 110}" y="600" width="40" height="130" rx="8" fill="${i.fabric}"/><circle cx="${x}" cy="630" r="8" fill="${i.accent}"/>`;
  }).join('');
  const pendants = [260, 600, 940]
    .map(
      (x) =>
        `<path d="M${x} 0 v230" stroke="${i.wallShade}" stroke-width="3"/><path d="M${x - 40} 270 q40 -60 80 0 Z" fill="${i.accent}"/><circle cx="${x}" cy="272" r="10" fill="#fff3c4"/>`,
    )
    .join('');
  return roomShell(i, s, { x: 300 - variant * 20, w: 600 + variant * 40 }) + pendants + tables;
}

export function spa(i: Interior, _s: Scheme, rand: Rand, variant: number): string {
  const stones = [60, 46, 34]
    .map(
      (r, k) =>
        `<ellipse cx="${420 + between(rand, -6, 6)}" cy="${620 - k * 44}" rx="${r + 20}" ry="${r / 2}" fill="${k % 2 ? '#4a4e5a' : '#2f323b'}"/>`,
    )
    .join('');
  const candles = Array.from(
    { length: 3 },
    (_, k) =>
      `<rect x="${720 + k * 70}" y="${560 - k * 20}" width="40" height="${80 + k * 20}" fill="#fff8ec"/><path d="M${740 + k * 70} ${545 - k * 20} q8 -14 0 -24 q-8 10 0 24" fill="#ffb347"/>`,
  ).join('');
  const orchid = `<path d="M260 640 q-20 -160 60 -260" stroke="#3c8d5a" stroke-width="6" fill="none"/>${[0, 1, 2, 3].map((k) => `<circle cx="${300 + k * 8}" cy="${400 + k * 50}" r="18" fill="${variant % 2 ? '#f4a6c6' : '#ffffff'}"/>`).join('')}`;
  return `<rect width="1200" height="800" fill="${i.wall}"/><rect y="660" width="1200" height="140" fill="${i.wood}"/><rect x="560" y="640" width="420" height="30" rx="8" fill="#ffffff"/>${stones}${candles}${orchid}`;
}

export function dorm(i: Interior, s: Scheme, _rand: Rand, variant: number): string {
  const bunk = (x: number) =>
    `<rect x="${x}" y="250" width="16" height="420" fill="${i.wood}"/><rect x="${x + 284}" y="250" width="16" height="420" fill="${i.wood}"/>${[
      330, 560,
    ]
      .map(
        (y) =>
          `<rect x="${x}" y="${y}" width="300" height="60" rx="8" fill="#ffffff"/><rect x="${x}" y="${y + 34}" width="300" height="26" fill="${i.fabric}"/>`,
      )
      .join('')}`;
  const lockers = Array.from(
    { length: 3 },
    (_, k) =>
      `<rect x="${820 + k * 90}" y="300" width="84" height="300" fill="${i.accent}"/><circle cx="${890 + k * 90}" cy="450" r="6" fill="${i.wallShade}"/>`,
  ).join('');
  return roomShell(i, s, { x: 500, w: 200 }) + bunk(150 + variant * 10) + lockers;
}

export function kitchen(i: Interior, s: Scheme, _rand: Rand, variant: number): string {
  const upper = [200, 320, 760, 880].map(
    (x) => `<rect x="${x}" y="160" width="110" height="130" fill="${i.wood}"/>`,
  );
  const lower = [230, 380, 530, 680, 830].map(
    (x) => `<rect x="${x}" y="480" width="140" height="130" fill="${i.wood}"/>`,
  );
  const cabinets = [...upper, ...lower].join('');
  const stools = [380, 560, 740]
    .map(
      (x) =>
        `<circle cx="${x}" cy="640" r="34" fill="${i.accent}"/><path d="M${x} 670 v90" stroke="${i.wallShade}" stroke-width="6"/>`,
    )
    .join('');
  return `${roomShell(i, s, { x: 470, w: 260 })}${cabinets}<rect x="210" y="460" width="780" height="24" fill="#e9e4da"/><rect x="1000" y="200" width="120" height="420" rx="8" fill="#d9dde2"/><rect x="300" y="560" width="${560 + variant * 10}" height="40" fill="#f3efe6"/>${stools}`;
}
