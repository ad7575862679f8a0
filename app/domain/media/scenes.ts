import type { SceneName } from "#app/domain/media/images";

/**
 * The site's own pictures: flat-design travel-poster scenes drawn as SVG.
 * Pure and deterministic: the same scene and variant always give the same
 * bytes, so they can be cached forever and compared in tests. The variant
 * picks the time of day, mirrors the composition and moves the elements, so
 * many tours sharing a scene still look different.
 */

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1000;

type Rng = () => number;

/** mulberry32: tiny, fast and good enough to scatter trees. */
function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Rounds coordinates so the markup stays small. */
const f = (n: number) => String(Math.round(n * 10) / 10);

function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  let out = "#";
  for (const shift of [16, 8, 0]) {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    out += Math.round(ca + (cb - ca) * t)
      .toString(16)
      .padStart(2, "0");
  }
  return out;
}

type TimeOfDay = "dawn" | "day" | "golden" | "dusk" | "night";

interface Palette {
  tod: TimeOfDay;
  sky: [string, string, string];
  sun: string;
  glow: string;
  haze: string;
  /** Light colour washed over every surface, and how strongly. */
  tint: string;
  tintAmt: number;
  /** Shadow colour surfaces sink into, and how far. */
  shade: string;
  dark: number;
  cloud: string;
  water: string;
  /** Height of the sun above the horizon: low except at midday. */
  sunHigh: boolean;
}

const PALETTES: Record<TimeOfDay, Palette> = {
  dawn: {
    tod: "dawn",
    sky: ["#46578f", "#d99aae", "#fbd3a6"],
    sun: "#fff4dc",
    glow: "#ffd2a8",
    haze: "#eebfb4",
    tint: "#f29a8c",
    tintAmt: 0.18,
    shade: "#2f2b52",
    dark: 0.18,
    cloud: "#ffe2d6",
    water: "#8fa6cf",
    sunHigh: false,
  },
  day: {
    tod: "day",
    sky: ["#2b78c2", "#74b4e2", "#d8eef6"],
    sun: "#fffdf0",
    glow: "#fff6d8",
    haze: "#cfe4ec",
    tint: "#fff3d0",
    tintAmt: 0.05,
    shade: "#23331f",
    dark: 0,
    cloud: "#ffffff",
    water: "#3aa6c4",
    sunHigh: true,
  },
  golden: {
    tod: "golden",
    sky: ["#d9653a", "#f3a04a", "#fcdc92"],
    sun: "#fff6cf",
    glow: "#ffd27a",
    haze: "#f4c27e",
    tint: "#f3a23c",
    tintAmt: 0.2,
    shade: "#3b2214",
    dark: 0.08,
    cloud: "#ffe4b0",
    water: "#e0a060",
    sunHigh: false,
  },
  dusk: {
    tod: "dusk",
    sky: ["#221f4f", "#93406e", "#f2905a"],
    sun: "#ffd9a0",
    glow: "#ff9a5a",
    haze: "#b7687d",
    tint: "#9a4c7e",
    tintAmt: 0.25,
    shade: "#1a1328",
    dark: 0.4,
    cloud: "#f6a98f",
    water: "#7a4f86",
    sunHigh: false,
  },
  night: {
    tod: "night",
    sky: ["#070b24", "#16224f", "#2f3f74"],
    sun: "#f4f1dc",
    glow: "#9fb3e6",
    haze: "#34467a",
    tint: "#3a4c8a",
    tintAmt: 0.35,
    shade: "#070a18",
    dark: 0.62,
    cloud: "#4a5a8c",
    water: "#24356a",
    sunHigh: true,
  },
};

const CYCLE: TimeOfDay[] = ["golden", "day", "dusk", "dawn"];

interface Ctx {
  r: Rng;
  p: Palette;
  defs: string[];
  out: string[];
  n: number;
}

const rand = (c: Ctx, a: number, b: number) => a + (b - a) * c.r();
const pick = <T>(c: Ctx, list: readonly T[]): T => list[Math.floor(c.r() * list.length)] as T;

/** A surface colour under this light. */
function lit(c: Ctx, base: string): string {
  return mix(mix(base, c.p.tint, c.p.tintAmt), c.p.shade, c.p.dark);
}

/** A surface colour at a distance (0 near, 1 lost in the haze). */
function far(c: Ctx, base: string, depth: number): string {
  return mix(lit(c, base), c.p.haze, depth);
}

type Stop = [offset: number, color: string, opacity?: number];

function stops(list: Stop[]): string {
  return list
    .map(
      ([o, col, op]) =>
        `<stop offset="${o}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
    )
    .join("");
}

function linear(c: Ctx, list: Stop[], x2 = 0, y2 = 1): string {
  const id = `g${c.n++}`;
  c.defs.push(`<linearGradient id="${id}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`);
  return `url(#${id})`;
}

function radial(c: Ctx, list: Stop[]): string {
  const id = `g${c.n++}`;
  c.defs.push(`<radialGradient id="${id}">${stops(list)}</radialGradient>`);
  return `url(#${id})`;
}

const put = (c: Ctx, markup: string) => {
  c.out.push(markup);
};

/** Places a shape drawn facing right with its feet at (0,0). */
function place(
  x: number,
  y: number,
  s: number,
  color: string,
  inner: string,
  flip = false,
  mirrorY = false,
): string {
  const k = Math.round(s * 1000) / 1000;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${flip ? -k : k} ${mirrorY ? -k : k})" color="${color}" fill="currentColor">${inner}</g>`;
}

/** Draws a repeated shape once in <defs> and refers to it, to keep herds small. */
function sym(c: Ctx, name: string, markup: string): string {
  const id = `s-${name}`;
  if (!c.defs.some((d) => d.startsWith(`<g id="${id}"`))) c.defs.push(`<g id="${id}">${markup}</g>`);
  return `<use href="#${id}"/>`;
}

// ---------------------------------------------------------------------------
// Sky, light and land

function sky(c: Ctx, horizon = 620) {
  const [top, mid, low] = c.p.sky;
  const fill = linear(c, [
    [0, top],
    [Math.max(0.2, (horizon / SCENE_HEIGHT) * 0.6), mid],
    [horizon / SCENE_HEIGHT, low],
  ]);
  put(c, `<rect width="1600" height="1000" fill="${fill}"/>`);
}

function sunPos(c: Ctx, horizon: number): [number, number, number] {
  const x = rand(c, 260, 1340);
  const y = c.p.sunHigh ? rand(c, 130, 230) : horizon - rand(c, 40, 170);
  const r = c.p.sunHigh ? rand(c, 44, 56) : rand(c, 70, 105);
  return [x, y, r];
}

function sun(c: Ctx, x: number, y: number, r: number) {
  if (c.p.tod === "night") {
    moon(c, x, y, r * 0.8);
    return;
  }
  const glow = radial(c, [
    [0, c.p.glow, 0.75],
    [0.35, c.p.glow, 0.25],
    [1, c.p.glow, 0],
  ]);
  put(c, `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 5)}" fill="${glow}"/>`);
  put(c, `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c.p.sun}"/>`);
}

function moon(c: Ctx, x: number, y: number, r: number) {
  const glow = radial(c, [
    [0, "#cfd9ff", 0.35],
    [1, "#cfd9ff", 0],
  ]);
  put(c, `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 4)}" fill="${glow}"/>`);
  put(c, `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#f6f1dc"/>`);
  put(c, `<circle cx="${f(x + r * 0.45)}" cy="${f(y - r * 0.2)}" r="${f(r * 0.92)}" fill="${c.p.sky[0]}"/>`);
}

function stars(c: Ctx, count: number, maxY: number) {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = rand(c, 0, 1600);
    const y = rand(c, 0, maxY) * rand(c, 0.3, 1);
    const s = c.r() < 0.12 ? 2.6 : rand(c, 0.8, 1.7);
    d += `M${f(x)} ${f(y)}h${f(s)}v${f(s)}h-${f(s)}z`;
  }
  put(c, `<path d="${d}" fill="#fffbe6" opacity="0.85"/>`);
}

function clouds(c: Ctx, count: number, y0: number, y1: number, opacity = 0.8) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rand(c, -100, 1600);
    const y = rand(c, y0, y1);
    const w = rand(c, 120, 260);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w)}" ry="${f(w * 0.12)}"/>`;
    out += `<ellipse cx="${f(x + w * 0.2)}" cy="${f(y - w * 0.1)}" rx="${f(w * 0.45)}" ry="${f(w * 0.16)}"/>`;
  }
  put(c, `<g fill="${c.p.cloud}" opacity="${opacity}">${out}</g>`);
}

function birds(c: Ctx, count: number, x0: number, y0: number) {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = x0 + rand(c, -140, 140);
    const y = y0 + rand(c, -60, 60);
    const s = rand(c, 6, 12);
    d += `M${f(x)} ${f(y)}q${f(s)} -${f(s * 0.8)} ${f(s * 2)} 0q${f(s)} -${f(s * 0.8)} ${f(s * 2)} 0`;
  }
  put(
    c,
    `<path d="${d}" fill="none" stroke="${c.p.shade}" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`,
  );
}

/** A smooth ridge line across the picture, filled down to the bottom. */
function ridgePath(c: Ctx, y: number, amp: number, n: number, bottom = 1000): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    pts.push([-60 + (1720 * i) / n + (i > 0 && i < n ? rand(c, -40, 40) : 0), y + rand(c, -amp, amp)]);
  }
  let d = `M-60 ${bottom}L${f(pts[0]![0])} ${f(pts[0]![1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, py] = pts[i]!;
    const [nx, ny] = pts[i + 1]!;
    d += `Q${f(x)} ${f(py)} ${f((x + nx) / 2)} ${f((py + ny) / 2)}`;
  }
  const last = pts[pts.length - 1]!;
  return `${d}L${f(last[0])} ${f(last[1])}L1660 ${bottom}Z`;
}

function ridge(c: Ctx, y: number, amp: number, n: number, fill: string, bottom = 1000) {
  put(c, `<path d="${ridgePath(c, y, amp, n, bottom)}" fill="${fill}"/>`);
}

/** A band of haze that lifts off the ground: depth between layers. */
function mist(c: Ctx, y: number, h: number, opacity = 0.6) {
  const fill = linear(c, [
    [0, c.p.haze, 0],
    [0.6, c.p.haze, opacity],
    [1, c.p.haze, 0],
  ]);
  put(c, `<rect y="${f(y)}" width="1600" height="${f(h)}" fill="${fill}"/>`);
}

function grassTufts(c: Ctx, count: number, y0: number, y1: number, color: string) {
  let d = "";
  const r = Math.round;
  for (let i = 0; i < Math.round(count * 0.8); i++) {
    const x = r(rand(c, 0, 1600));
    const y = r(rand(c, y0, y1));
    const h = r((8 + (y - y0) * 0.08) * rand(c, 0.7, 1.4));
    const lean = r(h * 0.35);
    d += `M${x} ${y}l-${lean} -${h}m${lean} ${h}l1 -${r(h * 1.2)}m-1 ${r(h * 1.2)}l${lean} -${r(h * 0.9)}`;
  }
  put(c, `<path d="${d}" stroke="${color}" stroke-width="2.5" stroke-linecap="round" fill="none"/>`);
}

/** Far-off herds and flocks: short round-capped strokes are the cheapest dots. */
function dots(c: Ctx, count: number, box: [number, number, number, number], color: string, size = 5) {
  const [x0, x1, y0, y1] = box;
  let d = "";
  for (let i = 0; i < count; i++) {
    d += `M${Math.round(rand(c, x0, x1))} ${Math.round(rand(c, y0, y1))}h${size}`;
  }
  put(c, `<path d="${d}" stroke="${color}" stroke-width="${size}" stroke-linecap="round"/>`);
}

function plain(c: Ctx, horizon: number, base: string) {
  const fill = linear(c, [
    [0, far(c, base, 0.55)],
    [1, lit(c, base)],
  ]);
  put(c, `<rect y="${f(horizon)}" width="1600" height="${f(1000 - horizon)}" fill="${fill}"/>`);
}

// ---------------------------------------------------------------------------
// Silhouettes, drawn facing right with the feet at (0,0), about 100 units big

const S = 'stroke="currentColor" fill="none" stroke-linecap="round"';

function acacia(c: Ctx): string {
  const w = rand(c, 0.85, 1.2);
  let canopy = "";
  for (let i = 0; i < 5; i++) {
    const x = rand(c, -100, 100) * w;
    canopy += `<ellipse cx="${f(x)}" cy="${f(-150 - rand(c, 0, 22) + Math.abs(x) * 0.1)}" rx="${f(rand(c, 55, 90) * w)}" ry="${f(rand(c, 12, 18))}"/>`;
  }
  return `<path d="M-7 0L-5 -72L-62 -138L-54 -142L0 -90L4 -118L-10 -150L-2 -152L12 -118L56 -150L62 -144L9 -80L9 0Z"/>${canopy}`;
}

function umbrellaTree(c: Ctx, x: number, y: number, s: number, color: string) {
  put(c, place(x, y, s, color, acacia(c), c.r() < 0.5));
}

const ELEPHANT =
  '<ellipse cx="0" cy="-66" rx="50" ry="36"/><ellipse cx="50" cy="-76" rx="22" ry="25"/><path d="M-44 -54h15v54h-15zM-22 -44h14v44h-14zM14 -44h14v44h-14zM30 -54h15v54h-15z"/>' +
  `<path d="M62 -72C78 -54 70 -24 80 -6" ${S} stroke-width="11"/><path d="M-49 -70q-8 20 -4 36" ${S} stroke-width="3"/>` +
  '<path d="M30 -92q-16 22 4 42q10 4 14 -6z" fill-opacity="0.6" fill="#000"/><path d="M58 -52q14 8 22 -2" stroke="#f4ecdc" stroke-width="5" fill="none" stroke-linecap="round"/>';

const GIRAFFE =
  '<path d="M-34 -96C-34 -112 -10 -120 20 -122L30 -110C34 -96 26 -82 10 -80C-10 -78 -34 -82 -34 -96Z"/><path d="M14 -118L56 -196L70 -190L34 -100Z"/>' +
  '<path d="M52 -200q14 -8 30 6q2 6 -4 8q-16 -4 -28 0z"/>' +
  `<path d="M-26 -86L-28 0M-14 -82L-12 0M16 -86L14 0M26 -90L32 0" ${S} stroke-width="6"/><path d="M58 -200l-3 -12M64 -201l0 -12M-33 -100q-8 24 -6 40" ${S} stroke-width="3"/>`;

const ZEBRA =
  '<ellipse cx="0" cy="-66" rx="42" ry="21"/><path d="M24 -80L50 -112L62 -106L42 -56Z"/><path d="M50 -114L84 -86L76 -76L44 -98Z"/>' +
  `<path d="M-30 -54L-33 0M-20 -52L-18 0M24 -54L22 0M32 -56L37 0" ${S} stroke-width="8"/><path d="M-41 -70q-8 18 -4 34M52 -114l2 -12" ${S} stroke-width="4"/>`;

function lionShape(body: string, mane: string): string {
  return (
    `<ellipse cx="0" cy="-52" rx="52" ry="22" fill="${body}"/><path d="M-40 -40h13v40h-13zM-22 -38h12v38h-12zM22 -38h12v38h-12zM38 -42h13v42h-13z" fill="${body}"/>` +
    `<path d="M-50 -54q-26 -2 -30 22" stroke="${body}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="-81" cy="-30" r="7" fill="${mane}"/>` +
    `<circle cx="52" cy="-66" r="30" fill="${mane}"/><ellipse cx="68" cy="-60" rx="16" ry="15" fill="${body}"/><circle cx="61" cy="-90" r="6" fill="${mane}"/>`
  );
}

function flamingo(col: string): string {
  return (
    `<ellipse cx="0" cy="-64" rx="20" ry="11" transform="rotate(-12 0 -64)"/><path d="M-20 -60l-10 4" stroke="#2a1a24" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M14 -70C34 -82 10 -104 20 -116C26 -124 38 -118 34 -110" ${S} stroke-width="5"/><circle cx="34" cy="-112" r="5"/>` +
    `<path d="M36 -110l5 9" stroke="#2a1a24" stroke-width="4" stroke-linecap="round"/><path d="M0 -54L2 0M4 -54L12 -32L4 -26" stroke="${col}" stroke-width="2.5" fill="none"/>`
  );
}

// A knuckle-walking silverback: high shoulders, crested head, a pale saddle.
const GORILLA =
  '<path d="M-60 0L-64 -44C-62 -78 -28 -108 14 -110C26 -112 34 -108 40 -104C42 -114 54 -120 62 -110C70 -102 72 -96 72 -90C78 -86 80 -78 74 -72C70 -68 64 -68 60 -70C64 -48 68 -24 76 0H46C46 -16 42 -34 38 -48C20 -44 0 -42 -22 -46C-18 -30 -14 -14 -12 0Z"/>' +
  '<path d="M-58 -50C-54 -76 -30 -94 -4 -98C-20 -84 -36 -70 -44 -48Z" fill="#ffffff" opacity="0.28"/>';

function maasai(c: Ctx, skin: string, cloth: string): string {
  const staff = c.r() < 0.6 ? `<path d="M20 -178L22 0" stroke="#3a2414" stroke-width="3"/>` : "";
  return (
    `${staff}<path d="M-5 -62L-6 0M5 -62L6 0" stroke="${skin}" stroke-width="6"/><circle cy="-160" r="11" fill="${skin}"/>` +
    `<path d="M-15 -144Q0 -152 15 -144L22 -60L-20 -58Z" fill="${cloth}"/><path d="M-15 -144L20 -104" stroke="#2a1a30" stroke-width="5" opacity="0.35"/>` +
    `<ellipse cy="-146" rx="13" ry="4" fill="none" stroke="${pick(c, ["#f4d03f", "#3b8ed0", "#ffffff"])}" stroke-width="3"/>`
  );
}

function palm(c: Ctx): string {
  const lean = rand(c, 20, 80);
  const top = -rand(c, 230, 300);
  let leaves = "";
  for (let i = 0; i < 8; i++) {
    const a = -170 + i * 24 + rand(c, -8, 8);
    leaves += `<path d="M0 0Q50 -22 100 14Q48 -4 0 0Z" transform="translate(${f(lean)} ${f(top)}) rotate(${f(a)})"/>`;
  }
  return `<path d="M-7 0Q${f(lean * 0.2)} ${f(top * 0.5)} ${f(lean - 4)} ${f(top)}h8Q${f(lean * 0.2 + 8)} ${f(top * 0.5)} 7 0Z"/>${leaves}<circle cx="${f(lean)}" cy="${f(top + 8)}" r="7"/><circle cx="${f(lean + 10)}" cy="${f(top + 6)}" r="6"/>`;
}

function baobabShape(c: Ctx): string {
  let limbs = "";
  let twigs = "";
  for (let i = 0; i < 7; i++) {
    const x = -30 + i * 10;
    const ex = (i - 3) * 42 + rand(c, -12, 12);
    const ey = -200 - rand(c, 0, 30) + Math.abs(i - 3) * 12;
    limbs += `M${f(x)} -150Q${f(x + (ex - x) * 0.2)} ${f(ey + 10)} ${f(ex)} ${f(ey)}`;
    twigs += `M${f(ex)} ${f(ey)}l${f(rand(c, -26, -10))} -${f(rand(c, 12, 26))}M${f(ex)} ${f(ey)}l${f(rand(c, 10, 26))} -${f(rand(c, 10, 22))}`;
  }
  return `<path d="M-56 0C-40 -40 -46 -110 -36 -150Q0 -170 36 -150C46 -110 40 -40 56 0Z"/><path d="${limbs}" ${S} stroke-width="11"/><path d="${twigs}" ${S} stroke-width="5"/>`;
}

function hippo(): string {
  return '<path d="M-50 0Q-40 -28 -6 -26Q14 -24 22 -16Q30 -30 46 -30Q58 -30 62 -22Q78 -24 82 -10L84 0Z"/><ellipse cx="38" cy="-32" rx="4" ry="6"/><ellipse cx="48" cy="-31" rx="4" ry="6"/><circle cx="74" cy="-20" r="5"/><path d="M52 -30a5 4 0 0 1 9 0" fill="#ffffff" opacity="0.6"/>';
}

function tent(canvas: string, shadow: string, lamp: string): string {
  return (
    `<path d="M-90 0L-80 -60L0 -98L80 -60L90 0Z" fill="${canvas}"/><path d="M0 -98L80 -60L90 0L30 0Z" fill="${shadow}" opacity="0.35"/>` +
    `<path d="M-22 0L0 -70L22 0Z" fill="${lamp}"/><path d="M-100 -56L0 -110L100 -56" stroke="${shadow}" stroke-width="8" fill="none" stroke-linejoin="round"/>` +
    `<rect x="-110" y="0" width="220" height="10" fill="${shadow}"/>`
  );
}

// ---------------------------------------------------------------------------
// Scenes

type Draw = (c: Ctx) => void;

const SAND = "#e6c27a";
const GRASS = "#d4a546";
const GREEN = "#6f9a3e";
const FOREST = "#2f6b3a";
const HILL = "#8d8a5e";
const ROCK = "#8a7b6b";

function savannahBase(c: Ctx, horizon: number, opts: { hills?: boolean } = {}) {
  sky(c, horizon);
  const [sx, sy, sr] = sunPos(c, horizon);
  sun(c, sx, sy, sr);
  clouds(c, c.p.tod === "day" ? 4 : 2, 80, horizon - 200, 0.7);
  if (opts.hills !== false) {
    ridge(c, horizon - 50, 30, 5, far(c, HILL, 0.75));
    ridge(c, horizon - 15, 18, 7, far(c, HILL, 0.55));
  }
  plain(c, horizon, GRASS);
}

const scenes: Record<SceneName, Draw> = {
  savannah(c) {
    const h = rand(c, 580, 640);
    savannahBase(c, h);
    for (let i = 0; i < 3; i++)
      umbrellaTree(c, rand(c, 100, 1500), h + rand(c, 5, 25), rand(c, 0.35, 0.55), far(c, "#4d4a2a", 0.45));
    const herd = rand(c, 300, 1200);
    for (let i = 0; i < 4; i++) {
      const shape = i % 2 ? sym(c, "giraffe", GIRAFFE) : sym(c, "elephant", ELEPHANT);
      put(
        c,
        place(
          herd + i * rand(c, 50, 90),
          h + rand(c, 30, 60),
          rand(c, 0.28, 0.38),
          far(c, "#4a3f35", 0.35),
          shape,
          c.r() < 0.4,
        ),
      );
    }
    ridge(c, 800, 30, 4, lit(c, "#c08a34"));
    umbrellaTree(c, rand(c, 60, 420), rand(c, 840, 880), rand(c, 1.9, 2.4), lit(c, "#3a2e1c"));
    ridge(c, 920, 18, 6, lit(c, "#9a6a28"));
    grassTufts(c, 110, 790, 1000, lit(c, "#7a5420"));
  },

  "acacia-sunset"(c) {
    c.p = PALETTES[c.p.tod === "golden" || c.p.tod === "day" ? "golden" : "dusk"];
    const h = rand(c, 660, 720);
    sky(c, h);
    const sx = rand(c, 600, 1100);
    sun(c, sx, h - rand(c, 60, 140), rand(c, 110, 150));
    clouds(c, 3, 120, 420, 0.5);
    ridge(c, h - 30, 20, 6, far(c, "#6a3a2a", 0.6));
    const ground = mix(c.p.shade, c.p.sky[2], 0.12);
    ridge(c, h, 10, 8, ground);
    umbrellaTree(c, sx + pick(c, [-320, 300]), h + 20, rand(c, 2.6, 3.1), c.p.shade);
    put(c, place(rand(c, 150, 450), h + 10, 1.2, c.p.shade, sym(c, "giraffe", GIRAFFE), true));
    put(c, place(rand(c, 1150, 1450), h + 12, 1.05, c.p.shade, sym(c, "giraffe", GIRAFFE)));
    birds(c, 5, sx + 120, h - 320);
    grassTufts(c, 60, h + 10, 1000, c.p.shade);
  },

  crater(c) {
    sky(c, 330);
    const [sx, sy, sr] = sunPos(c, 300);
    sun(c, sx, Math.min(sy, 200), sr * 0.7);
    clouds(c, 3, 70, 220, 0.8);
    // The far rim: a long flat-topped wall, its inner face in shadow.
    const rimTop = rand(c, 300, 330);
    put(
      c,
      `<path d="M-60 600V${f(rimTop + 20)}Q300 ${f(rimTop - 20)} 800 ${f(rimTop)}T1660 ${f(rimTop + 10)}V600Z" fill="${far(c, "#4f6e48", 0.55)}"/>`,
    );
    let gullies = "";
    for (let i = 0; i < 12; i++) {
      const x = 40 + i * 135 + rand(c, -20, 20);
      gullies += `M${f(x)} ${f(rimTop + 20)}q${f(rand(c, -20, 20))} 120 ${f(rand(c, -30, 30))} 240`;
    }
    put(
      c,
      `<path d="${gullies}" stroke="${far(c, "#2f4a30", 0.55)}" stroke-width="10" fill="none" opacity="0.5"/>`,
    );
    clouds(c, 2, rimTop - 10, rimTop + 20, 0.7);
    const floor = linear(c, [
      [0, far(c, "#c7b862", 0.3)],
      [1, lit(c, "#a7ac52")],
    ]);
    put(c, `<path d="M-60 1000V540Q400 510 800 520T1660 540V1000Z" fill="${floor}"/>`);
    const lx = rand(c, 450, 1150);
    const lw = rand(c, 300, 420);
    put(c, `<ellipse cx="${f(lx)}" cy="620" rx="${f(lw)}" ry="58" fill="${lit(c, "#eae0c8")}"/>`);
    put(c, `<ellipse cx="${f(lx + 10)}" cy="622" rx="${f(lw - 30)}" ry="46" fill="${lit(c, "#4fa3bd")}"/>`);
    put(
      c,
      `<path d="M${f(lx - lw + 60)} 660h${f(lw * 0.6)}M${f(lx + 60)} 670h${f(lw * 0.5)}" stroke="#f08aa8" stroke-width="6" opacity="0.9"/>`,
    );
    put(
      c,
      `<path d="M${f(lx - 120)} 600h140M${f(lx + 60)} 614h90" stroke="#ffffff" stroke-width="3" opacity="0.5"/>`,
    );
    dots(c, 50, [60, 1540, 700, 800], lit(c, "#3d3226"), 4);
    ridge(c, 850, 40, 5, lit(c, "#3f6b33"));
    let trees = "";
    for (let i = 0; i < 16; i++) {
      trees += `<circle cx="${f(rand(c, 0, 1600))}" cy="${f(rand(c, 870, 950))}" r="${f(rand(c, 30, 64))}"/>`;
    }
    put(c, `<g fill="${lit(c, "#2c5228")}">${trees}</g>`);
    umbrellaTree(c, rand(c, 80, 400), 960, 1.7, lit(c, "#1f3b1c"));
    ridge(c, 960, 10, 6, lit(c, "#1f3b1c"));
  },

  kilimanjaro(c) {
    const h = 640;
    sky(c, 520);
    const [sx, sy, sr] = sunPos(c, 420);
    sun(c, sx, sy, sr * 0.8);
    const mx = rand(c, 650, 950);
    const top = rand(c, 250, 290);
    const rock = far(c, "#5d5470", 0.5);
    put(
      c,
      `<path d="M${f(mx - 900)} ${h}Q${f(mx - 430)} ${f(top + 150)} ${f(mx - 190)} ${f(top + 10)}L${f(mx - 150)} ${f(top)}L${f(mx + 150)} ${f(top - 6)}L${f(mx + 200)} ${f(top + 12)}Q${f(mx + 360)} ${f(top + 110)} ${f(mx + 520)} ${f(top + 170)}L${f(mx + 600)} ${f(top + 130)}L${f(mx + 660)} ${f(top + 190)}Q${f(mx + 800)} ${f(top + 300)} ${f(mx + 1000)} ${h}Z" fill="${rock}"/>`,
    );
    put(
      c,
      `<path d="M${f(mx - 190)} ${f(top + 10)}L${f(mx - 150)} ${f(top)}L${f(mx + 150)} ${f(top - 6)}L${f(mx + 200)} ${f(top + 12)}Q${f(mx + 250)} ${f(top + 40)} ${f(mx + 290)} ${f(top + 66)}L${f(mx + 230)} ${f(top + 54)}L${f(mx + 200)} ${f(top + 86)}L${f(mx + 150)} ${f(top + 40)}L${f(mx + 90)} ${f(top + 70)}L${f(mx + 40)} ${f(top + 34)}L${f(mx - 20)} ${f(top + 62)}L${f(mx - 80)} ${f(top + 30)}L${f(mx - 130)} ${f(top + 58)}L${f(mx - 170)} ${f(top + 36)}L${f(mx - 250)} ${f(top + 66)}Q${f(mx - 220)} ${f(top + 36)} ${f(mx - 190)} ${f(top + 10)}Z" fill="${mix("#ffffff", c.p.tint, c.p.tintAmt + c.p.dark * 0.5)}"/>`,
    );
    put(
      c,
      `<path d="M${f(mx + 520)} ${f(top + 170)}L${f(mx + 600)} ${f(top + 130)}L${f(mx + 625)} ${f(top + 160)}L${f(mx + 580)} ${f(top + 170)}Z" fill="${mix("#ffffff", c.p.tint, 0.3)}" opacity="0.8"/>`,
    );
    let cl = "";
    for (let i = 0; i < 9; i++) {
      cl += `<ellipse cx="${f(i * 200 + rand(c, -40, 40))}" cy="${f(rand(c, 520, 560))}" rx="${f(rand(c, 150, 220))}" ry="${f(rand(c, 26, 44))}"/>`;
    }
    put(c, `<g fill="${c.p.cloud}" opacity="0.9">${cl}</g>`);
    ridge(c, 580, 12, 6, far(c, "#6f7a48", 0.5));
    plain(c, 610, GRASS);
    umbrellaTree(c, rand(c, 200, 1400), 700, 0.7, far(c, "#3a3020", 0.3));
    for (let i = 0; i < 3; i++)
      put(
        c,
        place(
          rand(c, 200, 1400),
          rand(c, 690, 720),
          0.35,
          far(c, "#3e3530", 0.3),
          sym(c, "elephant", ELEPHANT),
          c.r() < 0.5,
        ),
      );
    ridge(c, 860, 30, 5, lit(c, "#b07e36"));
    umbrellaTree(c, pick(c, [rand(c, 80, 300), rand(c, 1300, 1520)]), 890, 2.2, lit(c, "#33281a"));
    grassTufts(c, 90, 850, 1000, lit(c, "#7a5420"));
  },

  "mountain-forest"(c) {
    sky(c, 500);
    const [sx, sy, sr] = sunPos(c, 360);
    sun(c, sx, sy, sr * 0.8);
    const layers = 5;
    for (let i = 0; i < layers; i++) {
      const d = 1 - i / (layers - 1);
      ridge(c, 300 + i * 130, 70 - i * 8, 6 - (i % 2), far(c, FOREST, d * 0.8));
      if (i < layers - 1) mist(c, 360 + i * 130, 140, 0.5 * d + 0.2);
    }
    let trees = "";
    for (let i = 0; i < 22; i++) {
      const x = rand(c, -20, 1620);
      const y = rand(c, 900, 1010);
      const hgt = rand(c, 160, 300);
      trees += `<path d="M${f(x)} ${f(y - hgt)}L${f(x + hgt * 0.22)} ${f(y)}L${f(x - hgt * 0.22)} ${f(y)}Z"/>`;
    }
    put(c, `<g fill="${lit(c, "#173d24")}">${trees}</g>`);
  },

  meru(c) {
    sky(c, 560);
    const [sx, sy, sr] = sunPos(c, 380);
    sun(c, sx, sy, sr * 0.8);
    const mx = rand(c, 600, 1000);
    const peak = rand(c, 170, 210);
    const body = far(c, "#5a5a6e", 0.45);
    const cone = `M${f(mx - 760)} 640Q${f(mx - 260)} ${f(peak + 160)} ${f(mx - 30)} ${f(peak)}L${f(mx + 10)} ${f(peak + 28)}L${f(mx + 30)} ${f(peak + 8)}Q${f(mx + 280)} ${f(peak + 200)} ${f(mx + 780)} 640Z`;
    put(c, `<path d="${cone}" fill="${body}"/>`);
    put(
      c,
      `<path d="M${f(mx + 30)} ${f(peak + 8)}Q${f(mx + 200)} ${f(peak + 150)} ${f(mx + 520)} 560L${f(mx + 780)} 640L${f(mx + 120)} 640Z" fill="${c.p.shade}" opacity="0.18"/>`,
    );
    put(
      c,
      `<path d="M${f(mx - 130)} ${f(peak + 150)}Q${f(mx - 60)} ${f(peak + 70)} ${f(mx - 30)} ${f(peak)}L${f(mx - 12)} ${f(peak + 70)}L${f(mx - 40)} ${f(peak + 120)}Z" fill="#000" opacity="0.12"/>`,
    );
    clouds(c, 3, peak + 160, 480, 0.6);
    ridge(c, 600, 25, 6, far(c, GREEN, 0.5));
    const lake = linear(c, [
      [0, far(c, "#7fb6c6", 0.3)],
      [1, lit(c, "#3f8ea6")],
    ]);
    put(c, `<rect y="640" width="1600" height="360" fill="${lake}"/>`);
    put(c, `<path d="${cone}" fill="${body}" opacity="0.3" transform="matrix(1 0 0 -0.6 0 1024)"/>`);
    put(
      c,
      `<path d="M200 720h300M900 760h240M420 820h360M1100 860h300" stroke="#ffffff" stroke-width="3" opacity="0.35"/>`,
    );
    dots(c, 30, [300, 1300, 668, 690], "#f2a3b8", 3);
    ridge(c, 900, 40, 5, lit(c, "#2f5a2c"));
    let bushes = "";
    for (let i = 0; i < 10; i++)
      bushes += `<circle cx="${f(rand(c, 0, 1600))}" cy="${f(rand(c, 920, 980))}" r="${f(rand(c, 40, 70))}"/>`;
    put(c, `<g fill="${lit(c, "#24482a")}">${bushes}</g>`);
    put(c, place(rand(c, 1150, 1450), 930, 1.05, lit(c, "#8a5a2c"), sym(c, "giraffe", GIRAFFE), true));
  },

  beach(c) {
    const h = 470;
    sky(c, h);
    const [sx, sy, sr] = sunPos(c, h);
    sun(c, sx, sy, sr);
    clouds(c, 4, 100, 360, 0.85);
    const sea = linear(c, [
      [0, mix(lit(c, "#1b8fb0"), c.p.haze, 0.3)],
      [0.5, lit(c, "#2fbfc2")],
      [1, lit(c, "#7fe3d4")],
    ]);
    put(c, `<rect y="${h}" width="1600" height="${1000 - h}" fill="${sea}"/>`);
    put(
      c,
      `<path d="M${f(sx - 60)} ${h + 10}h120M${f(sx - 90)} ${h + 40}h180M${f(sx - 50)} ${h + 80}h100" stroke="${c.p.sun}" stroke-width="4" opacity="0.6"/>`,
    );
    put(c, `<path d="M${f(rand(c, 1000, 1400))} ${h - 2}l30 -44l8 44z" fill="#f4efe4" opacity="0.85"/>`);
    const shore = rand(c, 700, 760);
    put(
      c,
      `<path d="M-60 1000L-60 ${f(shore + 60)}Q500 ${f(shore - 40)} 1000 ${f(shore + 30)}T1660 ${f(shore)}L1660 1000Z" fill="#ffffff" opacity="0.7"/>`,
    );
    put(
      c,
      `<path d="M-60 1000L-60 ${f(shore + 80)}Q500 ${f(shore - 20)} 1000 ${f(shore + 50)}T1660 ${f(shore + 20)}L1660 1000Z" fill="${lit(c, "#f3e3c0")}"/>`,
    );
    put(c, `<path d="M-60 1000L-60 940Q700 860 1660 920L1660 1000Z" fill="${lit(c, SAND)}"/>`);
    const side = c.r() < 0.5;
    for (let i = 0; i < 3; i++) {
      const x = side ? 60 + i * 150 : 1540 - i * 150;
      put(
        c,
        place(
          x + rand(c, -30, 30),
          980 - i * 20,
          rand(c, 2.1, 2.6) - i * 0.3,
          lit(c, "#1f4a2a"),
          palm(c),
          !side,
        ),
      );
    }
  },

  dhow(c) {
    c.p = PALETTES[pick(c, ["golden", "dusk", "dawn"] as const)];
    const h = rand(c, 560, 620);
    sky(c, h);
    const sx = rand(c, 400, 1200);
    sun(c, sx, h - rand(c, 30, 120), rand(c, 80, 110));
    clouds(c, 3, 100, 380, 0.55);
    ridge(c, h - 12, 10, 4, far(c, "#3a3050", 0.5), h + 2);
    const sea = linear(c, [
      [0, mix(c.p.sky[2], c.p.glow, 0.3)],
      [0.4, mix(c.p.sky[1], c.p.water, 0.5)],
      [1, mix(c.p.sky[0], c.p.shade, 0.3)],
    ]);
    put(c, `<rect y="${f(h)}" width="1600" height="${f(1000 - h)}" fill="${sea}"/>`);
    let glints = "";
    for (let i = 0; i < 14; i++) {
      const y = h + 10 + i * 28;
      const w = 60 + i * 18 * rand(c, 0.6, 1.2);
      glints += `M${f(sx - w / 2 + rand(c, -30, 30))} ${f(y)}h${f(w)}`;
    }
    put(
      c,
      `<path d="${glints}" stroke="${c.p.sun}" stroke-width="5" opacity="0.55" stroke-linecap="round"/>`,
    );
    const bx = sx + pick(c, [-330, 280]) + rand(c, -60, 60);
    const by = h + rand(c, 180, 240);
    const hull = `<path d="M-160 -20L160 -30Q140 10 100 20L-110 20Q-140 0 -160 -20Z"/><path d="M-20 -26L10 -330" ${S} stroke-width="6"/><path d="M-160 -280Q60 -380 180 -190Q40 -60 -20 -40Q-40 -200 -160 -280Z"/><path d="M-40 -28L-30 -210" ${S} stroke-width="4"/>`;
    put(c, place(bx, by, 1, c.p.shade, hull, c.r() < 0.5));
    put(
      c,
      `<path d="M${f(bx - 160)} ${f(by + 30)}h320M${f(bx - 110)} ${f(by + 46)}h220" stroke="${c.p.shade}" stroke-width="6" opacity="0.35"/>`,
    );
    put(c, place(bx + rand(c, 350, 520), h + 40, 0.22, far(c, "#2a2036", 0.3), hull));
    birds(c, 4, sx - 200, h - 300);
  },

  lodge(c) {
    const h = rand(c, 520, 580);
    savannahBase(c, h);
    umbrellaTree(c, rand(c, 100, 1500), h + 20, 0.4, far(c, "#4d4a2a", 0.5));
    put(
      c,
      `<path d="M-60 1000L-60 700Q500 640 900 720Q1300 800 1660 760L1660 1000Z" fill="${lit(c, "#6b7a3a")}"/>`,
    );
    const lx = rand(c, 520, 1000);
    const wall = lit(c, "#c99a64");
    const thatch = lit(c, "#a5773c");
    const dark = lit(c, "#4a3020");
    const win = c.p.tod === "dusk" || c.p.tod === "dawn" ? "#ffc861" : lit(c, "#5a3a24");
    put(
      c,
      `<g><path d="M${f(lx - 360)} 760h720v18h-720z" fill="${dark}"/><path d="M${f(lx - 340)} 778v130M${f(lx - 200)} 778v130M${f(lx - 60)} 778v130M${f(lx + 80)} 778v130M${f(lx + 220)} 778v130M${f(lx + 340)} 778v130" stroke="${dark}" stroke-width="12"/>` +
        `<path d="M${f(lx - 360)} 730h720M${f(lx - 360)} 745h720" stroke="${dark}" stroke-width="5"/><path d="M${f(lx - 360)} 730v30M${f(lx - 250)} 730v30M${f(lx - 140)} 730v30M${f(lx + 250)} 730v30M${f(lx + 360)} 730v30" stroke="${dark}" stroke-width="6"/>` +
        `<rect x="${f(lx - 200)}" y="610" width="400" height="150" fill="${wall}"/><rect x="${f(lx - 160)}" y="640" width="90" height="120" fill="${win}"/><rect x="${f(lx - 45)}" y="640" width="90" height="120" fill="${win}"/><rect x="${f(lx + 70)}" y="640" width="90" height="120" fill="${win}"/>` +
        `<path d="M${f(lx - 290)} 630Q${f(lx - 100)} 560 ${f(lx)} 400Q${f(lx + 100)} 560 ${f(lx + 290)} 630Z" fill="${thatch}"/><path d="M${f(lx - 230)} 600Q${f(lx)} 570 ${f(lx + 230)} 600M${f(lx - 160)} 550Q${f(lx)} 525 ${f(lx + 160)} 550M${f(lx - 90)} 490Q${f(lx)} 475 ${f(lx + 90)} 490" stroke="${dark}" stroke-width="4" fill="none" opacity="0.45"/>` +
        `<path d="M${f(lx)} 400v-24" stroke="${dark}" stroke-width="8"/></g>`,
    );
    umbrellaTree(c, lx + pick(c, [-560, 560]), 900, 2, lit(c, "#2e3a1c"));
    ridge(c, 940, 20, 6, lit(c, "#3e4e22"));
    grassTufts(c, 60, 920, 1000, lit(c, "#2a3516"));
  },

  "tented-camp"(c) {
    const h = rand(c, 560, 620);
    savannahBase(c, h);
    umbrellaTree(c, rand(c, 100, 1500), h + 20, 0.45, far(c, "#4d4a2a", 0.45));
    ridge(c, 760, 25, 5, lit(c, "#a98a44"));
    const lamp = c.p.tod === "dusk" ? "#ffcf6a" : lit(c, "#4e3a26");
    const canvas = lit(c, "#e8dcc0");
    const shadow = lit(c, "#6b5636");
    const x0 = rand(c, 220, 360);
    for (let i = 0; i < 3; i++) {
      put(
        c,
        place(x0 + i * rand(c, 380, 460), 790 + i * 50, 1.7 + i * 0.25, canvas, tent(canvas, shadow, lamp)),
      );
    }
    umbrellaTree(c, pick(c, [120, 1480]), 900, 2.3, lit(c, "#2e2a18"));
    ridge(c, 930, 15, 6, lit(c, "#8a6a2e"));
    if (c.p.tod === "dusk") {
      const glow = radial(c, [
        [0, "#ffb347", 0.8],
        [1, "#ffb347", 0],
      ]);
      const fx = rand(c, 500, 1100);
      put(
        c,
        `<circle cx="${f(fx)}" cy="950" r="90" fill="${glow}"/><path d="M${f(fx - 16)} 960l16 -40l16 40z" fill="#ffd36b"/>`,
      );
    }
    grassTufts(c, 70, 900, 1000, lit(c, "#5a4218"));
  },

  "lake-flamingos"(c) {
    const h = rand(c, 480, 540);
    sky(c, h);
    const [sx, sy, sr] = sunPos(c, h);
    sun(c, sx, sy, sr);
    clouds(c, 3, 80, 320, 0.7);
    ridge(c, h - 60, 50, 4, far(c, "#7a6a7a", 0.6));
    ridge(c, h - 10, 15, 6, far(c, "#8a8a5a", 0.45));
    const lake = linear(c, [
      [0, mix(c.p.sky[2], "#9ad0d8", 0.4)],
      [1, lit(c, "#5bb0bd")],
    ]);
    put(c, `<rect y="${f(h)}" width="1600" height="${f(1000 - h)}" fill="${lake}"/>`);
    put(
      c,
      `<path d="M${f(sx - 80)} ${f(h + 20)}h160M${f(sx - 120)} ${f(h + 60)}h240" stroke="${c.p.sun}" stroke-width="4" opacity="0.5"/>`,
    );
    dots(c, 90, [0, 1600, h + 26, h + 44], "#f49bb4", 5);
    dots(c, 50, [0, 1600, h + 40, h + 70], "#f28aa8", 6);
    const pink = lit(c, "#f27a9e");
    for (let i = 0; i < 5; i++) {
      const x = rand(c, 150, 1450);
      const y = rand(c, 760, 880);
      const s = 1.5 + (y - 760) / 120;
      const bird = flamingo(mix(pink, "#000000", 0.2));
      put(c, place(x, y, s, pink, bird, c.r() < 0.5));
      put(c, `<g opacity="0.25">${place(x, y + 2, s, pink, bird, false, true)}</g>`);
    }
    put(c, `<path d="M-60 1000L-60 930Q600 900 1660 960L1660 1000Z" fill="${lit(c, "#d6c7a0")}"/>`);
  },

  river(c) {
    const h = rand(c, 480, 540);
    savannahBase(c, h);
    const rx = rand(c, 600, 1000);
    const river = linear(c, [
      [0, mix(c.p.sky[2], "#8fb5a6", 0.4)],
      [1, lit(c, "#4f8a86")],
    ]);
    put(
      c,
      `<path d="M${f(rx - 20)} ${f(h + 4)}h40C${f(rx + 300)} ${f(h + 120)} ${f(rx - 300)} ${f(h + 260)} 1000 1000H200C${f(rx - 600)} ${f(h + 260)} ${f(rx + 40)} ${f(h + 120)} ${f(rx - 20)} ${f(h + 4)}Z" fill="${river}"/>`,
    );
    let trees = "";
    for (let i = 0; i < 12; i++) {
      const left = i % 2 === 0;
      trees += `<circle cx="${f(left ? rand(c, 0, 220) : rand(c, 1300, 1600))}" cy="${f(rand(c, h + 60, 900))}" r="${f(rand(c, 40, 90))}"/>`;
    }
    put(c, `<g fill="${lit(c, "#3f6a2e")}">${trees}</g>`);
    for (let i = 0; i < 4; i++) {
      const y = h + 210 + i * 75 + rand(c, -15, 15);
      const x = 560 + (i % 2 ? 1 : -1) * rand(c, 60, 170) + (y - h) * 0.15;
      const s = 0.9 + (y - h) / 250;
      put(c, place(x, y, s, lit(c, "#5a4a52"), sym(c, "hippo", hippo()), c.r() < 0.5));
      put(
        c,
        `<ellipse cx="${f(x)}" cy="${f(y + 3)}" rx="${f(70 * s)}" ry="${f(6 * s)}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.4"/>`,
      );
    }
    put(
      c,
      `<path d="M-60 1000L-60 880Q200 860 320 1000Z M1660 1000L1660 860Q1400 880 1240 1000Z" fill="${lit(c, "#6a5a2a")}"/>`,
    );
  },

  "gorilla-forest"(c) {
    c.p = { ...c.p, sky: [lit(c, "#cfe6b0"), lit(c, "#9cc47a"), lit(c, "#6a9a4e")] };
    sky(c, 1000);
    const rays = radial(c, [
      [0, c.p.glow, 0.7],
      [1, c.p.glow, 0],
    ]);
    put(c, `<circle cx="${f(rand(c, 400, 1200))}" cy="100" r="600" fill="${rays}"/>`);
    for (let layer = 0; layer < 4; layer++) {
      let leaves = "";
      const y0 = 100 + layer * 60;
      for (let i = 0; i < 16; i++) {
        leaves += `<circle cx="${f(rand(c, -50, 1650))}" cy="${f(rand(c, y0 - 150, y0 + 200))}" r="${f(rand(c, 70, 150))}"/>`;
      }
      put(c, `<g fill="${far(c, FOREST, 0.6 - layer * 0.18)}">${leaves}</g>`);
      put(
        c,
        `<path d="M${f(rand(c, 0, 1600))} 300v700M${f(rand(c, 0, 1600))} 300v700" stroke="${far(c, "#3a2e1e", 0.6 - layer * 0.15)}" stroke-width="${18 + layer * 10}"/>`,
      );
    }
    const beams = `M${f(rand(c, 300, 700))} 0l80 0l300 1000l-160 0ZM${f(rand(c, 800, 1200))} 0l50 0l220 1000l-120 0Z`;
    put(c, `<path d="${beams}" fill="${c.p.glow}" opacity="0.18"/>`);
    ridge(c, 800, 30, 6, lit(c, "#2e4a22"));
    const gx = rand(c, 500, 1100);
    put(c, place(gx, 860, 2.6, "#15130f", GORILLA, c.r() < 0.5));
    let ferns = "";
    for (let i = 0; i < 26; i++) {
      const x = rand(c, -40, 1640);
      const a = rand(c, -60, 60);
      ferns += `<path d="M0 0Q30 -120 0 -220Q-30 -120 0 0Z" transform="translate(${f(x)} 1010) rotate(${f(a)})"/>`;
    }
    put(c, `<g fill="${lit(c, "#1e4a1c")}">${ferns}</g>`);
  },

  baobab(c) {
    const h = rand(c, 640, 700);
    savannahBase(c, h, { hills: c.r() < 0.5 });
    put(c, place(rand(c, 100, 1500), h + 20, 0.5, far(c, "#5a4a3a", 0.5), baobabShape(c)));
    put(c, place(rand(c, 100, 1500), h + 30, 0.7, far(c, "#5a4a3a", 0.35), baobabShape(c), true));
    ridge(c, 860, 20, 5, lit(c, "#b4873a"));
    put(c, place(rand(c, 500, 1100), 900, 3.2, lit(c, "#5a4030"), baobabShape(c), c.r() < 0.5));
    grassTufts(c, 100, 850, 1000, lit(c, "#7a5420"));
  },

  "maasai-village"(c) {
    const h = rand(c, 520, 580);
    savannahBase(c, h);
    const vx = rand(c, 500, 1100);
    const mud = lit(c, "#a8794e");
    const roof = lit(c, "#7a5634");
    put(c, `<ellipse cx="${f(vx)}" cy="${f(h + 120)}" rx="520" ry="80" fill="${lit(c, "#c2a168")}"/>`);
    let huts = "";
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2 + rand(c, -0.2, 0.2);
      const x = vx + Math.cos(a) * 420;
      const y = h + 120 + Math.sin(a) * 60;
      const w = 60 + (y - h) * 0.4;
      huts += `<path d="M${f(x - w)} ${f(y)}v-${f(w * 0.5)}Q${f(x)} ${f(y - w * 1.2)} ${f(x + w)} ${f(y - w * 0.5)}v${f(w * 0.5)}Z" fill="${i % 2 ? mud : roof}"/><rect x="${f(x - w * 0.15)}" y="${f(y - w * 0.4)}" width="${f(w * 0.3)}" height="${f(w * 0.4)}" fill="${lit(c, "#3a2618")}"/>`;
    }
    put(c, huts);
    put(
      c,
      `<ellipse cx="${f(vx)}" cy="${f(h + 130)}" rx="560" ry="100" fill="none" stroke="${lit(c, "#5a4028")}" stroke-width="16" stroke-dasharray="20 8"/>`,
    );
    ridge(c, 860, 15, 5, lit(c, "#a4803c"));
    const skin = lit(c, "#5a3422");
    const reds = ["#c8202c", "#d63a2a", "#a8182a", "#e0503a"];
    const count = 3 + Math.floor(c.r() * 3);
    const start = rand(c, 120, 500);
    for (let i = 0; i < count; i++) {
      put(
        c,
        place(
          start + i * rand(c, 170, 230),
          rand(c, 930, 980),
          rand(c, 1.6, 1.9),
          skin,
          maasai(c, skin, lit(c, pick(c, reds))),
          c.r() < 0.5,
        ),
      );
    }
    grassTufts(c, 70, 860, 1000, lit(c, "#7a5420"));
  },

  balloon(c) {
    const h = rand(c, 640, 700);
    sky(c, h);
    const [sx, sy, sr] = sunPos(c, h);
    sun(c, sx, sy, sr);
    clouds(c, 3, 120, 460, 0.6);
    ridge(c, h - 40, 25, 5, far(c, HILL, 0.7));
    plain(c, h, GRASS);
    for (let i = 0; i < 4; i++)
      umbrellaTree(c, rand(c, 0, 1600), h + rand(c, 20, 120), rand(c, 0.3, 0.6), far(c, "#4d4a2a", 0.4));
    const colors = [
      ["#e63946", "#f4a261"],
      ["#2a9d8f", "#e9c46a"],
      ["#f4d35e", "#ee6c4d"],
      ["#6a4c93", "#ffca3a"],
    ];
    const count = 1 + Math.floor(c.r() * 3);
    for (let i = 0; i < count; i++) {
      const [a, b] = pick(c, colors) as [string, string];
      const stripes: Stop[] = [];
      for (let k = 0; k < 6; k++) {
        stripes.push([k / 6, lit(c, k % 2 ? b : a)], [(k + 1) / 6, lit(c, k % 2 ? b : a)]);
      }
      const fill = linear(c, stripes, 1, 0);
      const shadeFill = radial(c, [
        [0.3, "#ffffff", 0.25],
        [1, "#000000", 0.25],
      ]);
      const s = i === 0 ? rand(c, 1.5, 1.9) : rand(c, 0.4, 0.8);
      const env = `<path d="M0 -320C-130 -320 -150 -190 -110 -130C-80 -90 -40 -70 -26 -40H26C40 -70 80 -90 110 -130C150 -190 130 -320 0 -320Z" fill="${fill}"/><path d="M0 -320C-130 -320 -150 -190 -110 -130C-80 -90 -40 -70 -26 -40H26C40 -70 80 -90 110 -130C150 -190 130 -320 0 -320Z" fill="${shadeFill}"/><path d="M-24 -40L-16 0M24 -40L16 0" stroke="#3a2a1a" stroke-width="2"/><rect x="-18" y="0" width="36" height="26" rx="3" fill="${lit(c, "#7a5230")}"/>`;
      put(c, place(rand(c, 250, 1350), i === 0 ? rand(c, 560, 660) : rand(c, 250, 450), s, "#000000", env));
    }
    birds(c, 3, rand(c, 300, 1300), 300);
  },

  "coffee-farm"(c) {
    sky(c, 460);
    const [sx, sy, sr] = sunPos(c, 380);
    sun(c, sx, sy, sr * 0.8);
    const mx = rand(c, 300, 1300);
    put(
      c,
      `<path d="M${f(mx - 700)} 470Q${f(mx - 200)} 280 ${f(mx - 80)} 250H${f(mx + 90)}Q${f(mx + 220)} 280 ${f(mx + 700)} 470Z" fill="${far(c, "#6a6080", 0.6)}"/>`,
    );
    put(
      c,
      `<path d="M${f(mx - 80)} 250H${f(mx + 90)}Q${f(mx + 120)} 260 ${f(mx + 150)} 280L${f(mx + 90)} 274L${f(mx + 40)} 290L${f(mx - 20)} 272L${f(mx - 70)} 288L${f(mx - 130)} 280Q${f(mx - 110)} 258 ${f(mx - 80)} 250Z" fill="${mix("#ffffff", c.p.tint, 0.2)}"/>`,
    );
    ridge(c, 480, 30, 5, far(c, GREEN, 0.55));
    ridge(c, 560, 40, 4, far(c, "#4f8a3a", 0.3));
    const bush = lit(c, "#2e5e2a");
    const cherry = lit(c, "#c8313a");
    for (let row = 0; row < 6; row++) {
      const y = 620 + row * 70 + row * row * 4;
      const r = 26 + row * 9;
      let line = "";
      let berries = "";
      for (let x = -20 + (row % 2) * r; x < 1640; x += r * 2.1) {
        const bx = x + rand(c, -6, 6);
        line += `<ellipse cx="${f(bx)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.8)}"/>`;
        if (c.r() < 0.6) berries += `M${f(bx + rand(c, -r / 2, r / 2))} ${f(y + rand(c, -r / 3, r / 3))}h0.1`;
      }
      put(
        c,
        `<path d="M-20 ${f(y + r * 0.4)}H1640V${f(y + r * 0.9)}H-20Z" fill="${lit(c, "#7a4e2a")}"/><g fill="${mix(bush, "#000000", row * 0.04)}">${line}</g><path d="${berries}" stroke="${cherry}" stroke-width="${f(4 + row)}" stroke-linecap="round"/>`,
      );
    }
    put(c, place(pick(c, [140, 1460]), 1000, 2.6, lit(c, "#24421e"), acacia(c)));
  },

  "stone-town"(c) {
    const h = rand(c, 580, 640);
    sky(c, h);
    const [sx, sy, sr] = sunPos(c, h);
    sun(c, sx, sy, sr);
    clouds(c, 3, 100, 380, 0.6);
    const sea = linear(c, [
      [0, mix(c.p.sky[2], "#3fb7c4", 0.4)],
      [1, lit(c, "#1f8fa6")],
    ]);
    put(c, `<rect y="${f(h)}" width="1600" height="${f(1000 - h)}" fill="${sea}"/>`);
    put(
      c,
      `<path d="M${f(rand(c, 100, 700))} ${f(h + 20)}l50 -70l12 70z M${f(rand(c, 900, 1500))} ${f(h + 10)}l30 -44l8 44z" fill="#f4efe4" opacity="0.85"/>`,
    );
    const walls = ["#efe4cf", "#e8d2a6", "#f5efe2", "#d9b98a", "#e6c9a8"];
    let bx = -20;
    let blocks = "";
    let windows = "";
    const win = c.p.tod === "dusk" ? "#ffc861" : lit(c, "#5a4634");
    while (bx < 1620) {
      const w = rand(c, 90, 180);
      const top = rand(c, 560, 700);
      blocks += `<rect x="${f(bx)}" y="${f(top)}" width="${f(w + 2)}" height="${f(1000 - top)}" fill="${lit(c, pick(c, walls))}"/>`;
      for (let wy = top + 30; wy < 900; wy += 70) {
        for (let wx = bx + 18; wx < bx + w - 30; wx += 44)
          windows += `M${f(wx)} ${f(wy + 10)}a10 10 0 0 1 20 0v26h-20z`;
      }
      if (c.r() < 0.2)
        blocks += `<path d="M${f(bx + w / 2 - 40)} ${f(top)}a40 40 0 0 1 80 0z" fill="${lit(c, "#d8cdb4")}"/>`;
      bx += w;
    }
    const mx = rand(c, 300, 1300);
    blocks += `<rect x="${f(mx)}" y="380" width="50" height="300" fill="${lit(c, "#f3ead6")}"/><path d="M${f(mx - 10)} 380h70l-35 -60z" fill="${lit(c, "#3f8a6a")}"/><rect x="${f(mx - 8)}" y="440" width="66" height="12" fill="${lit(c, "#d8c8a8")}"/>`;
    put(c, blocks);
    put(c, `<path d="${windows}" fill="${win}"/>`);
    put(c, `<rect y="940" width="1600" height="60" fill="${lit(c, "#8a6a4a")}"/>`);
    const side = c.r() < 0.5;
    put(c, place(side ? 120 : 1480, 990, 2, lit(c, "#234a2c"), palm(c), !side));
  },

  elephants(c) {
    const h = rand(c, 560, 620);
    savannahBase(c, h);
    umbrellaTree(c, rand(c, 100, 1500), h + 15, 0.5, far(c, "#4d4a2a", 0.5));
    const dust = radial(c, [
      [0, c.p.haze, 0.7],
      [1, c.p.haze, 0],
    ]);
    const hx = rand(c, 400, 1000);
    put(c, `<ellipse cx="${f(hx + 200)}" cy="${f(h + 150)}" rx="700" ry="120" fill="${dust}"/>`);
    const flip = c.r() < 0.5;
    const count = 3 + Math.floor(c.r() * 3);
    for (let i = 0; i < count; i++) {
      const calf = i % 3 === 2;
      const y = h + 120 + rand(c, 0, 140);
      const s = (calf ? 0.9 : 1.5) * (0.7 + (y - h) / 400);
      put(c, place(hx + i * rand(c, 130, 190), y, s, lit(c, "#6e625c"), sym(c, "elephant", ELEPHANT), flip));
    }
    ridge(c, 930, 15, 6, lit(c, "#9a6a28"));
    grassTufts(c, 90, 850, 1000, lit(c, "#7a5420"));
  },

  giraffes(c) {
    const h = rand(c, 620, 680);
    savannahBase(c, h);
    const skin = lit(c, "#d99a4e");
    const spots = lit(c, "#7a4422");
    c.defs.push(
      `<pattern id="gs" width="22" height="22" patternUnits="userSpaceOnUse"><rect width="22" height="22" fill="${mix(skin, "#ffffff", 0.3)}"/><path d="M2 2h8v7h-8zM13 1h7v9h-7zM1 12h9v8h-9zM12 13h8v7h-8z" fill="${spots}"/></pattern>`,
    );
    for (let i = 0; i < 3; i++)
      umbrellaTree(c, rand(c, 100, 1500), h + rand(c, 20, 80), rand(c, 0.8, 1.4), lit(c, "#40502a"));
    const count = 2 + Math.floor(c.r() * 3);
    const x0 = rand(c, 200, 600);
    for (let i = 0; i < count; i++) {
      const y = rand(c, 820, 940);
      put(
        c,
        place(
          x0 + i * rand(c, 220, 320),
          y,
          (y - 500) / 200,
          spots,
          sym(c, "giraffe", GIRAFFE),
          c.r() < 0.5,
        ).replace('fill="currentColor">', 'fill="url(#gs)">'),
      );
    }
    grassTufts(c, 90, 820, 1000, lit(c, "#7a5420"));
  },

  "zebra-migration"(c) {
    const h = rand(c, 500, 560);
    savannahBase(c, h);
    c.defs.push(
      '<pattern id="zs" width="14" height="100" patternUnits="userSpaceOnUse" patternTransform="rotate(12)"><rect width="14" height="100" fill="#f7f2e8"/><rect width="6" height="100" fill="#1c1a1a"/></pattern>',
    );
    const dust = linear(c, [
      [0, c.p.haze, 0],
      [1, c.p.haze, 0.6],
    ]);
    dots(c, 80, [0, 1600, h + 10, h + 90], far(c, "#3a3028", 0.35), 5);
    put(c, `<rect y="${f(h)}" width="1600" height="180" fill="${dust}"/>`);
    const flip = c.r() < 0.5;
    for (let i = 0; i < 14; i++) {
      const y = h + 120 + (i / 14) * 300 + rand(c, -20, 20);
      const s = 0.4 + (y - h) / 320;
      const x = rand(c, -50, 1650);
      if (i % 3 === 0) put(c, place(x, y, s, lit(c, "#3a3436"), sym(c, "zebra", ZEBRA), flip));
      else {
        put(
          c,
          place(x, y, s, "#1c1a1a", sym(c, "zebra", ZEBRA), flip).replace(
            'fill="currentColor">',
            'fill="url(#zs)">',
          ),
        );
      }
    }
    grassTufts(c, 80, 880, 1000, lit(c, "#7a5420"));
  },

  lion(c) {
    const h = rand(c, 620, 680);
    savannahBase(c, h);
    const kx = rand(c, 450, 1150);
    const rock = lit(c, ROCK);
    put(
      c,
      `<path d="M${f(kx - 420)} 1000C${f(kx - 380)} 820 ${f(kx - 260)} 720 ${f(kx - 80)} 700C${f(kx + 60)} 690 ${f(kx + 240)} 720 ${f(kx + 300)} 800C${f(kx + 380)} 860 ${f(kx + 460)} 920 ${f(kx + 500)} 1000Z" fill="${rock}"/>` +
        `<path d="M${f(kx - 80)} 700C${f(kx + 60)} 690 ${f(kx + 240)} 720 ${f(kx + 300)} 800C${f(kx + 380)} 860 ${f(kx + 460)} 920 ${f(kx + 500)} 1000H${f(kx + 120)}C${f(kx + 140)} 860 ${f(kx + 60)} 760 ${f(kx - 80)} 700Z" fill="${c.p.shade}" opacity="0.2"/>` +
        `<ellipse cx="${f(kx + 260)}" cy="930" rx="170" ry="90" fill="${mix(rock, "#000000", 0.1)}"/>`,
    );
    put(c, place(kx - 60, 714, 2.6, "#000", lionShape(lit(c, "#d49a4a"), lit(c, "#7a4220")), c.r() < 0.5));
    grassTufts(c, 70, 900, 1000, lit(c, "#7a5420"));
  },

  "night-sky"(c) {
    c.p = PALETTES.night;
    const h = rand(c, 720, 780);
    sky(c, h);
    const band = linear(
      c,
      [
        [0, "#c8b8ff", 0],
        [0.5, "#d8ccff", 0.28],
        [1, "#c8b8ff", 0],
      ],
      0,
      1,
    );
    put(
      c,
      `<rect x="-400" y="${f(rand(c, 150, 350))}" width="2400" height="260" fill="${band}" transform="rotate(${f(rand(c, -30, -12))} 800 400)"/>`,
    );
    stars(c, 150, h);
    if (c.r() < 0.6) moon(c, rand(c, 200, 1400), rand(c, 100, 250), 36);
    ridge(c, h - 20, 30, 5, "#151c3a");
    ridge(c, h + 20, 15, 6, "#0b1024");
    umbrellaTree(c, rand(c, 100, 1500), h + 40, 1.6, "#05070f");
    const glow = radial(c, [
      [0, "#ffb347", 0.75],
      [1, "#ffb347", 0],
    ]);
    const tx = rand(c, 400, 1100);
    put(c, `<circle cx="${f(tx + 200)}" cy="${f(h + 120)}" r="220" fill="${glow}"/>`);
    put(c, place(tx, h + 90, 1.2, "#1b1a2a", tent("#3a3246", "#10101c", "#ffcf6a")));
    put(c, place(tx + 380, h + 110, 0.9, "#1b1a2a", tent("#3a3246", "#10101c", "#ffcf6a")));
    put(
      c,
      `<path d="M${f(tx + 190)} ${f(h + 140)}l14 -40l14 40z" fill="#ffd36b"/><path d="M${f(tx + 175)} ${f(h + 142)}h58" stroke="#2a1a10" stroke-width="6"/>`,
    );
    put(c, `<rect y="${f(h + 150)}" width="1600" height="300" fill="#05070f"/>`);
  },

  waterfall(c) {
    sky(c, 400);
    const [sx, sy, sr] = sunPos(c, 260);
    sun(c, sx, Math.min(sy, 200), sr * 0.7);
    const wx = rand(c, 620, 980);
    const ww = rand(c, 110, 170);
    const cliff = lit(c, "#5a5a4a");
    ridge(c, 260, 40, 4, far(c, FOREST, 0.6));
    put(
      c,
      `<path d="M-60 1000V300Q${f(wx - 200)} 250 ${f(wx)} 300L${f(wx - 30)} 800L-60 900Z" fill="${cliff}"/>`,
    );
    put(
      c,
      `<path d="M1660 1000V280Q${f(wx + ww + 200)} 250 ${f(wx + ww)} 300L${f(wx + ww + 40)} 800L1660 900Z" fill="${mix(cliff, "#000000", 0.15)}"/>`,
    );
    let strata = "";
    for (let y = 380; y < 800; y += rand(c, 50, 90))
      strata += `M-60 ${f(y)}H${f(wx - 30)}M${f(wx + ww + 30)} ${f(y + 20)}H1660`;
    put(c, `<path d="${strata}" stroke="#000000" stroke-width="6" opacity="0.12"/>`);
    const water = linear(c, [
      [0, "#e9f7ff"],
      [1, lit(c, "#9fd3e6")],
    ]);
    put(c, `<path d="M${f(wx - 4)} 296h${f(ww + 8)}l10 504h${f(-ww - 28)}z" fill="${water}"/>`);
    let streaks = "";
    for (let i = 0; i < 10; i++) {
      const x = wx + rand(c, 10, ww - 10);
      streaks += `M${f(x)} ${f(rand(c, 300, 500))}v${f(rand(c, 120, 300))}`;
    }
    put(c, `<path d="${streaks}" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`);
    let foliage = "";
    for (let i = 0; i < 24; i++) {
      const left = i % 2 === 0;
      const top = i % 4 < 2;
      foliage += `<circle cx="${f(left ? rand(c, -40, wx - 60) : rand(c, wx + ww + 60, 1640))}" cy="${f(top ? rand(c, 280, 360) : rand(c, 760, 860))}" r="${f(rand(c, 50, 100))}"/>`;
    }
    put(c, `<g fill="${lit(c, "#2f6a34")}" opacity="0.9">${foliage}</g>`);
    const pool = linear(c, [
      [0, lit(c, "#bfe6ee")],
      [1, lit(c, "#2f7f8e")],
    ]);
    put(c, `<path d="M-60 1000V860Q800 760 1660 860V1000Z" fill="${pool}"/>`);
    let foam = "";
    for (let i = 0; i < 9; i++) {
      foam += `<ellipse cx="${f(wx + ww / 2 + rand(c, -160, 160))}" cy="${f(rand(c, 790, 840))}" rx="${f(rand(c, 60, 120))}" ry="${f(rand(c, 18, 30))}"/>`;
    }
    put(c, `<g fill="#ffffff" opacity="0.55">${foam}</g>`);
    ridge(c, 960, 20, 6, lit(c, "#1f4a22"));
  },

  portrait(c) {
    const bg = pick(c, [
      ["#f6d7a7", "#e8a87c"],
      ["#cfe8e0", "#7fb7a6"],
      ["#f3c6c0", "#d9837d"],
      ["#d6dcf5", "#8e9ad6"],
      ["#f4e3b2", "#d6b25e"],
    ] as const);
    put(
      c,
      `<rect width="1600" height="1000" fill="${linear(
        c,
        [
          [0, bg[0]],
          [1, bg[1]],
        ],
        1,
        1,
      )}"/>`,
    );
    let bokeh = "";
    for (let i = 0; i < 7; i++) {
      bokeh += `<circle cx="${f(rand(c, 0, 1600))}" cy="${f(rand(c, 0, 1000))}" r="${f(rand(c, 50, 160))}"/>`;
    }
    put(c, `<g fill="#ffffff" opacity="0.18">${bokeh}</g>`);
    const skin = pick(c, ["#8d5a3b", "#6b4028", "#c68a62", "#e0ac82", "#a86a44", "#4e2e1e"]);
    const shirt = pick(c, ["#2a6f6b", "#c0502e", "#355c9a", "#7a3e6e", "#d39a2a", "#3f6b3a"]);
    const hair = mix(skin, "#120a06", 0.7);
    const cx = 800 + rand(c, -60, 60);
    put(
      c,
      `<path d="M${f(cx - 380)} 1000C${f(cx - 360)} 760 ${f(cx - 220)} 680 ${f(cx)} 680S${f(cx + 360)} 760 ${f(cx + 380)} 1000Z" fill="${shirt}"/>`,
    );
    put(
      c,
      `<path d="M${f(cx - 60)} 690l60 80l60 -80z" fill="${mix(shirt, "#ffffff", 0.25)}"/><rect x="${f(cx - 50)}" y="590" width="100" height="110" rx="40" fill="${mix(skin, "#000000", 0.12)}"/>`,
    );
    put(c, `<ellipse cx="${f(cx)}" cy="460" rx="150" ry="175" fill="${skin}"/>`);
    const style = Math.floor(c.r() * 4);
    if (style === 0)
      put(
        c,
        `<path d="M${f(cx - 156)} 450C${f(cx - 170)} 270 ${f(cx + 170)} 270 ${f(cx + 156)} 450C${f(cx + 130)} 360 ${f(cx - 130)} 360 ${f(cx - 156)} 450Z" fill="${hair}"/>`,
      );
    if (style === 1) {
      put(
        c,
        `<path d="M${f(cx - 165)} 430C${f(cx - 200)} 180 ${f(cx + 200)} 180 ${f(cx + 165)} 430C${f(cx + 120)} 340 ${f(cx - 120)} 340 ${f(cx - 165)} 430Z" fill="${pick(c, ["#d94f30", "#2f7fa0", "#e0a020", "#7a3e8e"])}"/>`,
      );
    }
    if (style === 2)
      put(
        c,
        `<path d="M${f(cx - 230)} 400Q${f(cx)} 360 ${f(cx + 230)} 400Q${f(cx)} 380 ${f(cx - 230)} 400ZM${f(cx - 140)} 390C${f(cx - 130)} 250 ${f(cx + 130)} 250 ${f(cx + 140)} 390Z" fill="${pick(c, ["#c9a46a", "#6a5a3a", "#e8dcc0"])}"/>`,
      );
    if (style === 3)
      put(
        c,
        `<path d="M${f(cx - 158)} 480C${f(cx - 190)} 250 ${f(cx + 190)} 250 ${f(cx + 158)} 480L${f(cx + 170)} 640Q${f(cx + 120)} 420 ${f(cx + 60)} 350Q${f(cx - 40)} 400 ${f(cx - 140)} 420L${f(cx - 170)} 640Z" fill="${hair}"/>`,
      );
    const feature = mix(skin, "#000000", 0.45);
    put(
      c,
      `<circle cx="${f(cx - 52)}" cy="470" r="10" fill="${feature}"/><circle cx="${f(cx + 52)}" cy="470" r="10" fill="${feature}"/><path d="M${f(cx - 50)} 540q50 40 100 0" stroke="${feature}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    );
  },
};

/**
 * A complete SVG (1600x1000) of the named scene. `variant` (0-999) chooses the
 * light and layout; anything outside that range is folded into it.
 */
export function renderSceneSvg(scene: SceneName, variant: number): string {
  const draw = scenes[scene];
  if (!draw) throw new Error(`Unknown scene: ${scene}`);
  const v = Math.abs(Math.trunc(variant)) % 1000;
  const seed = hash(scene);
  const c: Ctx = {
    r: seeded(seed ^ Math.imul(v + 1, 0x9e3779b1)),
    // Offset by the scene so variant 0 is not dawn everywhere.
    p: PALETTES[CYCLE[(v + (seed % 4)) % 4] ?? "golden"],
    defs: [],
    out: [],
    n: 0,
  };
  // Mirroring doubles the layouts for free; the portrait looks at us anyway.
  const flip = scene !== "portrait" && Math.floor(v / 4) % 2 === 1;
  draw(c);
  const body = c.out.join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${c.defs.join("")}</defs>` +
    (flip ? `<g transform="matrix(-1 0 0 1 ${SCENE_WIDTH} 0)">${body}</g>` : body) +
    "</svg>"
  );
}
