import type { CategorySlug } from './seed-types.ts';

/** A deterministic random source (mulberry32) so every run draws the same pictures. */
export type Rand = () => number;
export function seededRandom(seed: string): Rand {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const between = (rand: Rand, min: number, max: number) => r1(min + rand() * (max - min));

function skyline(rand: Rand, baseY: number, fill: string, withSpire: boolean): string {
  const parts: string[] = [];
  let x = -20;
  while (x < 1220) {
    const w = between(rand, 40, 95);
    const h = between(rand, 80, 260);
    parts.push(`<rect x="${r1(x)}" y="${r1(baseY - h)}" width="${w}" height="${r1(h)}" fill="${fill}"/>`);
    x += w + between(rand, 4, 18);
  }
  if (withSpire) {
    const cx = between(rand, 500, 760);
    parts.push(
      `<polygon points="${cx - 48},${baseY} ${cx - 30},${baseY - 260} ${cx - 14},${baseY - 380} ${cx - 4},${baseY - 470} ${cx},${baseY - 560} ${cx + 4},${baseY - 470} ${cx + 14},${baseY - 380} ${cx + 30},${baseY - 260} ${cx + 48},${baseY}" fill="${fill}"/>`,
    );
  }
  return parts.join('');
}

function dunes(colors: readonly string[]): string {
  return colors
    .map((c, i) => {
      const y = 470 + i * 90;
      return `<path d="M0 ${y} Q 300 ${y - 90 + i * 20} 600 ${y} T 1200 ${y - 30} V 800 H 0 Z" fill="${c}"/>`;
    })
    .join('');
}

function sea(top: number, colors: readonly string[]): string {
  return colors
    .map((c, i) => {
      const y = top + i * 45;
      return `<path d="M0 ${y} q 75 -18 150 0 t 150 0 t 150 0 t 150 0 t 150 0 t 150 0 t 150 0 t 150 0 V 800 H 0 Z" fill="${c}"/>`;
    })
    .join('');
}

const camel = (x: number, y: number, fill: string) =>
  `<path transform="translate(${x} ${y})" fill="${fill}" d="M0 0 q10 -40 40 -42 q18 -30 38 -4 q20 -24 36 4 q22 2 26 -26 q4 -14 16 -12 q10 4 4 16 q-8 30 -26 40 l0 60 h-8 l-2 -52 q-30 8 -60 0 l-4 52 h-8 l0 -56 q-20 -6 -30 8 l-4 48 h-8 z"/>`;

const dhow = (x: number, y: number, hull: string, sail: string) =>
  `<g transform="translate(${x} ${y})"><path d="M-150 0 L150 0 L110 45 L-120 45 Z" fill="${hull}"/><path d="M-10 -10 L-10 -230 L120 -10 Z" fill="${sail}"/><path d="M-20 -10 L-20 -170 L-120 -10 Z" fill="${sail}" opacity=".85"/><rect x="-14" y="-240" width="6" height="240" fill="${hull}"/></g>`;

function ferrisWheel(cx: number, cy: number, r: number, stroke: string): string {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x = r1(cx + r * Math.cos(a));
    const y = r1(cy + r * Math.sin(a));
    return `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}"/><circle cx="${x}" cy="${y}" r="12" fill="${stroke}"/>`;
  }).join('');
  return `<g stroke="${stroke}" stroke-width="5" fill="none"><circle cx="${cx}" cy="${cy}" r="${r}"/>${spokes}<line x1="${cx}" y1="${cy}" x2="${cx - 90}" y2="${cy + r + 120}"/><line x1="${cx}" y1="${cy}" x2="${cx + 90}" y2="${cy + r + 120}"/></g>`;
}

const coaster = (stroke: string) => {
  const supports = Array.from({ length: 16 }, (_, i) => {
    const x = 40 + i * 75;
    const y = r1(470 - 150 * Math.abs(Math.sin((x / 1200) * Math.PI * 2.2)));
    return `<line x1="${x}" y1="${y}" x2="${x}" y2="800"/>`;
  }).join('');
  return `<g stroke="${stroke}" fill="none"><path stroke-width="10" d="M0 470 C 150 200, 260 200, 330 420 S 520 640, 640 300 S 860 120, 960 420 S 1120 520, 1200 330"/><g stroke-width="4" opacity=".7">${supports}</g></g>`;
};

function slides(colors: readonly string[]): string {
  return colors
    .map(
      (c, i) =>
        `<path d="M${900 - i * 130} 140 C ${700 - i * 60} ${230 + i * 20}, ${1000 - i * 90} ${380 + i * 10}, ${520 - i * 70} ${600 - i * 10}" stroke="${c}" stroke-width="34" stroke-linecap="round" fill="none"/>`,
    )
    .join('');
}

function museum(fill: string, accent: string): string {
  const columns = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${330 + i * 72}" y="420" width="30" height="210" fill="${fill}"/>`,
  ).join('');
  return `<path d="M300 420 L600 300 L900 420 Z" fill="${fill}"/><rect x="290" y="405" width="620" height="24" fill="${fill}"/>${columns}<rect x="270" y="625" width="660" height="30" fill="${fill}"/><circle cx="600" cy="370" r="22" fill="${accent}"/>`;
}

function mosque(fill: string): string {
  const minaret = (x: number) =>
    `<rect x="${x}" y="250" width="26" height="380" fill="${fill}"/><path d="M${x - 6} 250 L${x + 13} 200 L${x + 32} 250 Z" fill="${fill}"/><rect x="${x - 10}" y="330" width="46" height="12" fill="${fill}"/>`;
  return `${minaret(300)}${minaret(874)}<rect x="380" y="460" width="440" height="170" fill="${fill}"/><path d="M430 460 A170 150 0 0 1 770 460 Z" fill="${fill}"/><path d="M600 310 l0 -40" stroke="${fill}" stroke-width="6"/><path d="M370 470 A60 55 0 0 1 490 470 Z M710 470 A60 55 0 0 1 830 470 Z" fill="${fill}"/>`;
}

function mountains(colors: readonly string[], rand: Rand): string {
  return colors
    .map((c, i) => {
      const base = 520 + i * 70;
      const peaks = Array.from(
        { length: 5 },
        (_, k) => `${k * 300 - 100 + between(rand, 0, 80)},${r1(base - between(rand, 120, 300))}`,
      );
      return `<polygon points="-50,800 ${peaks.map((p, k) => `${p} ${k * 300 + 60},${base}`).join(' ')} 1250,800" fill="${c}"/>`;
    })
    .join('');
}

function balloons(rand: Rand, colors: readonly string[]): string {
  return colors
    .map((c) => {
      const x = between(rand, 120, 1080);
      const y = between(rand, 120, 380);
      const s = between(rand, 0.6, 1.2);
      return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -70 C 60 -70, 70 10, 0 60 C -70 10, -60 -70, 0 -70 Z" fill="${c}"/><path d="M-12 60 L-10 82 H10 L12 60" stroke="#3b2f2f" stroke-width="3" fill="none"/><rect x="-12" y="82" width="24" height="18" fill="#6b4f2a"/></g>`;
    })
    .join('');
}

function flowers(rand: Rand, colors: readonly string[]): string {
  return Array.from({ length: 46 }, (_, i) => {
    const x = between(rand, 0, 1200);
    const y = between(rand, 560, 800);
    const r = between(rand, 8, 22);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colors[i % colors.length]}" opacity=".9"/>`;
  }).join('');
}

export interface Palette {
  sky: [string, string];
  sun: string;
  ink: string;
  accents: string[];
}

/** The scene drawn behind the title, by category. */
export function motif(category: CategorySlug, p: Palette, rand: Rand): string {
  const [a1 = '#fff', a2 = '#eee', a3 = '#ddd', a4 = '#ccc'] = p.accents;
  switch (category) {
    case 'landmarks':
      return skyline(rand, 640, a1, false) + skyline(rand, 800, p.ink, true);
    case 'desert-safari':
      return (
        dunes([a1, a2, a3]) +
        camel(between(rand, 200, 800), 560, p.ink) +
        camel(between(rand, 820, 980), 600, p.ink)
      );
    case 'cruises':
      return (
        skyline(rand, 520, a3, false) +
        sea(520, [a1, a2]) +
        dhow(between(rand, 420, 780), 600, '#8b5a2b', a4) +
        sea(690, [a2])
      );
    case 'theme-parks':
      return (
        ferrisWheel(between(rand, 820, 960), 330, 190, a1) +
        coaster(p.ink) +
        `<rect y="700" width="1200" height="100" fill="${a2}"/>`
      );
    case 'water-parks':
      return slides([a1, a2, a3]) + sea(600, [a4, p.ink]);
    case 'museums':
      return `<rect y="630" width="1200" height="170" fill="${a2}"/>` + museum(p.ink, a1);
    case 'tours':
      return (
        `<rect y="620" width="1200" height="180" fill="${a2}"/>` +
        mosque(p.ink) +
        `<path d="M520 800 L590 620 H610 L680 800 Z" fill="${a1}" opacity=".6"/>`
      );
    case 'adventure':
      return (
        mountains([a1, a2, p.ink], rand) +
        `<line x1="0" y1="180" x2="1200" y2="430" stroke="${a4}" stroke-width="4"/>` +
        balloons(rand, [a3])
      );
    case 'family':
      return (
        `<rect y="560" width="1200" height="240" fill="${a2}"/>` +
        balloons(rand, [a1, a3, a4]) +
        flowers(rand, [a1, a3, a4, p.sun])
      );
  }
}
