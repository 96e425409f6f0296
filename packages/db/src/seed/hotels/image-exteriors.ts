import type { Rand } from '../attractions/image-motifs.ts';

/** Outdoor scenes of the hotel pictures (1200x800): buildings, pools and beaches. */

export interface Scheme {
  sky: [string, string];
  sun: string;
  wall: string;
  wallShade: string;
  glass: string;
  accent: string;
  ground: string;
  sea: [string, string];
  night: boolean;
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const between = (rand: Rand, min: number, max: number) => r1(min + rand() * (max - min));

export function palm(x: number, y: number, h: number, trunk: string, leaf: string): string {
  const top = y - h;
  const fronds = [-150, -115, -80, -45, -10, 25]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      const ex = r1(x + Math.cos(rad) * h * 0.45);
      const ey = r1(top + Math.sin(rad) * h * 0.3 + h * 0.12);
      const cx = r1(x + Math.cos(rad) * h * 0.25);
      const cy = r1(top - h * 0.12);
      return `<path d="M${x} ${top} Q${cx} ${cy} ${ex} ${ey}" stroke="${leaf}" stroke-width="${r1(h * 0.07)}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${x - 6} ${y} Q${x + 14} ${r1(y - h / 2)} ${x} ${top} L${x + 8} ${top} Q${x + 24} ${r1(y - h / 2)} ${x + 8} ${y} Z" fill="${trunk}"/>${fronds}`;
}

/** A window grid as a pattern fill, so a tall tower costs a few bytes. */
export function windowPattern(id: string, s: Scheme, w: number, h: number): string {
  const lit = s.night ? '#ffd98a' : s.glass;
  return `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"><rect width="${w}" height="${h}" fill="${s.wall}"/><rect x="${r1(w * 0.18)}" y="${r1(h * 0.2)}" width="${r1(w * 0.64)}" height="${r1(h * 0.55)}" fill="${lit}"/></pattern>`;
}

function ground(s: Scheme, y: number): string {
  return `<rect y="${y}" width="1200" height="${800 - y}" fill="${s.ground}"/><path d="M0 ${y + 60} H1200" stroke="${s.wallShade}" stroke-width="6" opacity=".35"/>`;
}

function palms(s: Scheme, rand: Rand, y: number, n: number): string {
  return Array.from({ length: n }, (_, i) =>
    palm(
      r1(60 + (i * 1080) / Math.max(1, n - 1) + between(rand, -30, 30)),
      y,
      between(rand, 170, 260),
      '#7a5230',
      '#2f7d4a',
    ),
  ).join('');
}

export function tower(s: Scheme, rand: Rand, id: string, variant: number): string {
  const defs = windowPattern(`w${id}`, s, 26, 34);
  const shapes = [
    // Sail: a curved tower with a mast.
    `<path d="M520 700 L520 130 Q700 180 760 700 Z" fill="url(#w${id})"/><path d="M520 700 L520 130 Q700 180 760 700" stroke="${s.wallShade}" stroke-width="10" fill="none"/><rect x="505" y="60" width="12" height="640" fill="${s.wallShade}"/>`,
    // Twin towers joined by a sky bridge.
    `<rect x="380" y="170" width="170" height="530" fill="url(#w${id})"/><rect x="650" y="120" width="170" height="580" fill="url(#w${id})"/><rect x="550" y="300" width="100" height="40" fill="${s.wallShade}"/><path d="M380 170 L465 110 L550 170 Z M650 120 L735 60 L820 120 Z" fill="${s.accent}"/>`,
    // Stepped tower.
    `<rect x="440" y="360" width="320" height="340" fill="url(#w${id})"/><rect x="490" y="230" width="220" height="140" fill="url(#w${id})"/><rect x="540" y="110" width="120" height="130" fill="url(#w${id})"/><rect x="595" y="40" width="10" height="80" fill="${s.wallShade}"/>`,
    // Slim cylinder with a crown.
    `<rect x="500" y="150" width="200" height="550" rx="90" fill="url(#w${id})"/><ellipse cx="600" cy="150" rx="100" ry="26" fill="${s.accent}"/><rect x="520" y="640" width="160" height="60" fill="${s.wallShade}"/>`,
  ];
  const side = `<rect x="120" y="${between(rand, 380, 450)}" width="200" height="330" fill="url(#w${id})" opacity=".75"/><rect x="880" y="${between(rand, 330, 420)}" width="220" height="380" fill="url(#w${id})" opacity=".75"/>`;
  return `<defs>${defs}</defs>${side}${shapes[(variant - 1) % shapes.length]}${ground(s, 700)}<rect x="470" y="660" width="260" height="40" fill="${s.accent}"/>${palms(s, rand, 720, 5)}`;
}

export function classic(s: Scheme, rand: Rand, id: string, variant: number): string {
  const floors = 5 + (variant % 3);
  const top = 700 - floors * 70;
  const arches = Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M${330 + i * 120} 700 V640 A40 40 0 0 1 ${410 + i * 120} 640 V700 Z" fill="${s.glass}"/>`,
  ).join('');
  return `<defs>${windowPattern(`w${id}`, s, 60, 70)}</defs><rect x="260" y="${top}" width="680" height="${floors * 70}" fill="url(#w${id})"/><rect x="240" y="${top - 24}" width="720" height="28" fill="${s.wallShade}"/>${arches}<rect x="500" y="610" width="200" height="22" fill="${s.accent}"/>${ground(s, 700)}${palms(s, rand, 730, 4)}<rect x="560" y="${top - 70}" width="80" height="46" fill="${s.accent}"/>`;
}

export function apartment(s: Scheme, rand: Rand, id: string, variant: number): string {
  const balconies = Array.from({ length: 8 }, (_, i) => {
    const y = 190 + i * 62;
    return `<rect x="330" y="${y}" width="540" height="10" fill="${s.wallShade}"/><path d="M330 ${y} v-22 M870 ${y} v-22" stroke="${s.wallShade}" stroke-width="4"/>`;
  }).join('');
  const h = 520 + variant * 10;
  return `<defs>${windowPattern(`w${id}`, s, 90, 62)}</defs><rect x="330" y="${700 - h}" width="540" height="${h}" fill="url(#w${id})"/>${balconies}<rect x="110" y="360" width="180" height="340" fill="url(#w${id})" opacity=".7"/><rect x="910" y="330" width="190" height="370" fill="url(#w${id})" opacity=".7"/>${ground(s, 700)}${palms(s, rand, 720, 3)}`;
}

export function heritage(s: Scheme, rand: Rand, _id: string, variant: number): string {
  const windTower = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="70" height="150" fill="${s.wall}"/><path d="M${x + 10} ${y + 10} v110 M${x + 25} ${y + 10} v110 M${x + 45} ${y + 10} v110 M${x + 60} ${y + 10} v110" stroke="${s.wallShade}" stroke-width="6"/><rect x="${x - 8}" y="${y - 12}" width="86" height="14" fill="${s.wallShade}"/>`;
  const lanterns = Array.from(
    { length: 3 },
    (_, i) =>
      `<circle cx="${420 + i * 180}" cy="520" r="12" fill="${s.night ? '#ffd98a' : s.accent}"/><path d="M${420 + i * 180} 490 v18" stroke="${s.wallShade}" stroke-width="3"/>`,
  ).join('');
  return `<rect x="180" y="420" width="840" height="280" fill="${s.wall}"/>${windTower(260 + variant * 20, 270)}${windTower(800 - variant * 15, 300)}<path d="M560 700 V590 A40 40 0 0 1 640 590 V700 Z" fill="#6b3f1f"/><rect x="300" y="560" width="60" height="80" fill="${s.glass}"/><rect x="840" y="560" width="60" height="80" fill="${s.glass}"/>${lanterns}${ground(s, 700)}${palm(120, 720, between(rand, 200, 250), '#7a5230', '#2f7d4a')}${palm(1080, 720, between(rand, 180, 240), '#7a5230', '#2f7d4a')}`;
}

export function waves(s: Scheme, top: number): string {
  return [0, 1]
    .map((i) => {
      const y = top + i * 40;
      return `<path d="M0 ${y} q75 -14 150 0 t150 0 t150 0 t150 0 t150 0 t150 0 t150 0 t150 0 V800 H0 Z" fill="${s.sea[i]}"/>`;
    })
    .join('');
}

export function resort(s: Scheme, rand: Rand, id: string, variant: number): string {
  const wing = (x: number, w: number, floors: number) =>
    `<rect x="${x}" y="${560 - floors * 52}" width="${w}" height="${floors * 52}" fill="url(#w${id})"/><rect x="${x - 10}" y="${548 - floors * 52}" width="${w + 20}" height="16" fill="${s.accent}"/>`;
  const dome = variant % 2 === 0 ? `<path d="M540 300 A60 60 0 0 1 660 300 Z" fill="${s.accent}"/>` : '';
  return `<defs>${windowPattern(`w${id}`, s, 48, 52)}</defs>${waves(s, 420)}${wing(180, 280, 4)}${wing(470, 260, 5)}${dome}${wing(740, 280, 4)}<path d="M0 560 Q600 520 1200 560 V800 H0 Z" fill="${s.ground}"/><rect x="380" y="620" width="440" height="90" rx="40" fill="${s.sea[0]}"/>${palms(s, rand, 760, 6)}`;
}

export function pool(s: Scheme, rand: Rand, _id: string, variant: number): string {
  const loungers = Array.from({ length: 5 }, (_, i) => {
    const x = 120 + i * 210;
    return `<path d="M${x} 700 h120 l30 -30" stroke="#ffffff" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M${x + 10} 700 v30 M${x + 110} 700 v30" stroke="${s.wallShade}" stroke-width="5"/>`;
  }).join('');
  const umbrellas = Array.from({ length: 2 + (variant % 2) }, (_, i) => {
    const x = 200 + i * 380 + between(rand, -40, 40);
    return `<path d="M${x - 90} 560 Q${x} 470 ${x + 90} 560 Z" fill="${s.accent}"/><path d="M${x} 560 v130" stroke="${s.wallShade}" stroke-width="6"/>`;
  }).join('');
  const ripples = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M${120 + i * 150} ${610 + (i % 3) * 18} q30 -8 60 0" stroke="#ffffff" stroke-width="4" fill="none" opacity=".6"/>`,
  ).join('');
  return `<rect y="330" width="1200" height="240" fill="${s.wall}"/><defs>${windowPattern('pw', s, 70, 60)}</defs><rect y="360" width="1200" height="180" fill="url(#pw)"/><rect y="560" width="1200" height="240" fill="${s.ground}"/><path d="M60 590 H1140 L1180 680 H20 Z" fill="${s.sea[0]}"/>${ripples}${umbrellas}${loungers}${palm(60, 600, 260, '#7a5230', '#2f7d4a')}${palm(1140, 600, 240, '#7a5230', '#2f7d4a')}`;
}

export function beach(s: Scheme, rand: Rand, _id: string, variant: number): string {
  const umbrellas = Array.from({ length: 4 }, (_, i) => {
    const x = 150 + i * 280 + between(rand, -30, 30);
    const y = 640 + (i % 2) * 40;
    const c = i % 2 === 0 ? s.accent : '#ffffff';
    return `<path d="M${x - 80} ${y - 90} Q${x} ${y - 160} ${x + 80} ${y - 90} Z" fill="${c}"/><path d="M${x} ${y - 90} v110" stroke="${s.wallShade}" stroke-width="5"/><rect x="${x - 70}" y="${y + 20}" width="110" height="14" rx="6" fill="#ffffff"/>`;
  }).join('');
  const boat =
    variant % 2 === 1
      ? `<path d="M${between(rand, 700, 950)} 470 l40 -110 l10 110 Z" fill="#ffffff"/>`
      : `<path d="M820 475 h120 l-20 18 h-90 Z" fill="${s.wallShade}"/>`;
  return `${waves(s, 470)}${boat}<path d="M0 590 Q400 560 800 585 T1200 575 V800 H0 Z" fill="${s.ground}"/>${umbrellas}${palm(1100, 640, 280, '#7a5230', '#2f7d4a')}`;
}
