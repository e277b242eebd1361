/** The drawing primitives of the generated covers (make-covers.ts paints the scenes with them): size, a seeded generator, gradients, ridges, waves, stars, clouds, flowers, leaves. */

export const COVER_SIZE = { width: 1500, height: 500 };
export const THUMB_SIZE = { width: 360, height: 120 };
export const { width: W, height: H } = COVER_SIZE;

/** A small seeded generator (mulberry32), so a rerun draws the same pictures. */
export function random(seed: string) {
  let a = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 1779033703);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(xs: T[]) => xs[Math.floor(next() * xs.length)],
  };
}
export type Rng = ReturnType<typeof random>;

export const f = (n: number) => n.toFixed(1);

/** A linear gradient from the top left corner towards (x2, y2), its stops evenly spaced. */
const gradient = (id: string, stops: string[], x2: number, y2: number) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
export const vertical = (id: string, stops: string[]) => gradient(id, stops, 0, 1);
export const diagonal = (id: string, stops: string[]) => gradient(id, stops, 1, 1);

export const BLUR = `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="30"/></filter>
<filter id="haze" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="50"/></filter>`;

/** A smooth ridge from left to right around `base`, closed to the bottom of the picture. */
export function ridge(rng: Rng, base: number, amplitude: number, fill: string, opacity = 1): string {
  const waves = Array.from({ length: 3 }, (_v, i) => ({
    a: amplitude / (i + 1),
    k: ((i + 1) * Math.PI * rng.range(0.8, 1.6)) / W,
    p: rng.range(0, Math.PI * 2),
  }));
  const y = (x: number) => base + waves.reduce((s, w) => s + w.a * Math.sin(w.k * x + w.p), 0);
  const points = Array.from({ length: 61 }, (_v, i) => (i * W) / 60);
  const d = `M0,${H} L0,${f(y(0))} ` + points.map((x) => `L${f(x)},${f(y(x))}`).join(' ') + ` L${W},${H} Z`;
  return `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
}

/** A wave band: a ridge whose crest gets a thin foam line. */
export function wave(rng: Rng, base: number, amplitude: number, fill: string, foam: string): string {
  const k = (Math.PI * 2 * rng.range(3, 5)) / W;
  const p = rng.range(0, Math.PI * 2);
  const y = (x: number) => base + amplitude * Math.sin(k * x + p) + (amplitude / 3) * Math.sin(2.3 * k * x + p);
  const xs = Array.from({ length: 121 }, (_v, i) => (i * W) / 120);
  const crest = xs.map((x, i) => `${i ? 'L' : 'M'}${f(x)},${f(y(x))}`).join(' ');
  return `<path d="${crest} L${W},${H} L0,${H} Z" fill="${fill}"/><path d="${crest}" fill="none" stroke="${foam}" stroke-width="3" opacity="0.55"/>`;
}

export const star = (x: number, y: number, r: number, fill: string, opacity = 1) => {
  const pts = Array.from({ length: 10 }, (_v, i) => {
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return `${f(x + rr * Math.cos(a))},${f(y + rr * Math.sin(a))}`;
  });
  return `<polygon points="${pts.join(' ')}" fill="${fill}" opacity="${opacity}" stroke="${fill}" stroke-width="${f(r * 0.25)}" stroke-linejoin="round"/>`;
};

export const cloud = (x: number, y: number, s: number, fill: string, opacity: number) =>
  `<g opacity="${opacity}" fill="${fill}" filter="url(#soft)"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(90 * s)}" ry="${f(34 * s)}"/>` +
  `<circle cx="${f(x - 35 * s)}" cy="${f(y - 20 * s)}" r="${f(38 * s)}"/><circle cx="${f(x + 20 * s)}" cy="${f(y - 34 * s)}" r="${f(48 * s)}"/>` +
  `<circle cx="${f(x + 62 * s)}" cy="${f(y - 8 * s)}" r="${f(30 * s)}"/></g>`;

export const flower = (x: number, y: number, r: number, petals: number, color: string, heart: string, turn: number) =>
  `<g transform="translate(${f(x)},${f(y)}) rotate(${f(turn)})">` +
  Array.from(
    { length: petals },
    (_v, i) =>
      `<ellipse cx="0" cy="${f(-r * 0.55)}" rx="${f(r * 0.32)}" ry="${f(r * 0.55)}" fill="${color}" transform="rotate(${f((360 * i) / petals)})"/>`,
  ).join('') +
  `<circle r="${f(r * 0.22)}" fill="${heart}"/></g>`;

export const leaf = (x: number, y: number, s: number, color: string, turn: number) =>
  `<path transform="translate(${f(x)},${f(y)}) rotate(${f(turn)}) scale(${f(s)})" d="M0,0 C18,-22 48,-22 64,0 C48,22 18,22 0,0 Z" fill="${color}"/>`;

// --- one painter per set -------------------------------------------------------------------
