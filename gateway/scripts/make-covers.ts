/**
 * Draws every wishlist cover of src/common/covers.ts as generated artwork (SVG rendered by sharp,
 * nothing downloaded) into assets/covers/<name>.jpg and assets/covers/thumbs/<name>.jpg.
 * Deterministic: each cover's shapes come from a generator seeded by its name.
 * Run: npm run covers:make -w gateway. The files are committed; names are fixed and served as
 * immutable, so a changed artwork must get a new name (baby_05...), never new bytes under an old one.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { COVERS, COVERS_DIR, type Cover } from '../src/common/covers.js';
import {
  BLUR,
  H,
  type Rng,
  THUMB_SIZE,
  W,
  cloud,
  diagonal,
  f,
  flower,
  leaf,
  random,
  ridge,
  star,
  vertical,
  wave,
} from './covers/shapes.js';

interface Palette {
  sky: string[];
  accents: string[];
}

const BABY: Palette[] = [
  { sky: ['#2f4a7a', '#4a6aa0', '#6581b6'], accents: ['#fff6c9', '#ffffff'] },
  { sky: ['#733553', '#8f4d6c', '#a96683'], accents: ['#ffe6ef', '#ffffff'] },
  { sky: ['#e4f5ef', '#ccece1', '#b9e3d6'], accents: ['#ffd98a', '#ffffff'] },
  { sky: ['#f3ecfc', '#e2d6f5', '#d3c4ef'], accents: ['#ffc9dc', '#ffffff'] },
];

function baby(rng: Rng, i: number): string {
  const p = BABY[i % BABY.length];
  const stars = Array.from({ length: 22 }, () =>
    star(rng.range(20, W - 20), rng.range(20, H * 0.55), rng.range(5, 14), p.accents[0], rng.range(0.6, 1)),
  );
  const dots = Array.from(
    { length: 40 },
    () => `<circle cx="${f(rng.range(0, W))}" cy="${f(rng.range(0, H * 0.7))}" r="${f(rng.range(1.5, 3))}" fill="#fff" opacity="0.7"/>`,
  );
  const clouds = Array.from({ length: 6 }, (_v, k) =>
    cloud((k + rng.range(0.2, 0.8)) * (W / 6), rng.range(H * 0.55, H * 0.95), rng.range(0.8, 1.5), p.accents[1], i < 2 ? 0.35 : 0.85),
  );
  const moon = `<circle cx="${f(W * rng.range(0.7, 0.88))}" cy="110" r="56" fill="${p.accents[0]}" opacity="0.9"/><circle cx="${f(W * 0.02)}" cy="0" r="0"/>`;
  return `<defs>${vertical('bg', p.sky)}${BLUR}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${dots.join('')}${moon}${stars.join('')}${clouds.join('')}`;
}

const BEDROOM = [
  { wall: ['#2c3a63', '#3d4c7c'], floor: '#1f2a4a', flags: ['#f2c6d2', '#f7e3a1', '#bfe0d6', '#c9d4f5'], dot: '#ffffff' },
  { wall: ['#fbf3e6', '#f4e4cc'], floor: '#e2c9a6', flags: ['#e8a598', '#f2cf7d', '#9ccbb8', '#a9bde6'], dot: '#e9d2b3' },
  { wall: ['#fdeee8', '#f8dcd2'], floor: '#e9bfb1', flags: ['#d98c8c', '#f3c9a0', '#b7d3c2', '#f0b8c8'], dot: '#f3cfc2' },
  { wall: ['#eef5ea', '#dcebd5'], floor: '#bfd4b4', flags: ['#e6b17e', '#f4dc9a', '#8fbf9f', '#e8a3a3'], dot: '#cfe2c6' },
  { wall: ['#eaf4fb', '#d5e8f5'], floor: '#b4cfe3', flags: ['#f1b6a8', '#f7dd95', '#9fd0c8', '#b6b8e8'], dot: '#c6def0' },
  { wall: ['#f6eefa', '#e9dcf3'], floor: '#d2bfe3', flags: ['#f0a8c0', '#f6d58f', '#a8d7c5', '#a9c3ef'], dot: '#ddcdea' },
];

function bedroom(rng: Rng, i: number): string {
  const p = BEDROOM[i % BEDROOM.length];
  const dots: string[] = [];
  for (let y = 30; y < H - 70; y += 46)
    for (let x = ((y / 46) % 2) * 23 + 20; x < W; x += 46)
      dots.push(`<circle cx="${x}" cy="${y}" r="4" fill="${p.dot}" opacity="${i === 0 ? 0.12 : 0.7}"/>`);
  // bunting across the wall
  const sag = (x: number) => 40 + 55 * Math.sin((Math.PI * x) / W);
  const flags = Array.from({ length: 18 }, (_v, k) => {
    const x = 30 + k * ((W - 60) / 17);
    return `<polygon points="${f(x - 26)},${f(sag(x))} ${f(x + 26)},${f(sag(x))} ${f(x)},${f(sag(x) + 56)}" fill="${p.flags[k % p.flags.length]}"/>`;
  });
  const string = `<path d="${Array.from({ length: 31 }, (_v, k) => `${k ? 'L' : 'M'}${f((k * W) / 30)},${f(sag((k * W) / 30))}`).join(' ')}" stroke="${i === 0 ? '#c9d1ea' : '#b39b7f'}" stroke-width="2" fill="none"/>`;
  // a mobile: stars and clouds hanging from the ceiling
  const mobile = Array.from({ length: 4 }, (_v, k) => {
    const x = W * (0.08 + k * 0.05) + (k % 2) * 10;
    const y = 190 + rng.range(0, 110);
    const hang = `<line x1="${f(x)}" y1="0" x2="${f(x)}" y2="${f(y)}" stroke="${i === 0 ? '#c9d1ea' : '#b39b7f'}" stroke-width="1.5"/>`;
    return hang + (k % 2 ? cloud(x, y + 22, 0.32, '#ffffff', 0.95) : star(x, y + 18, 20, p.flags[1]));
  });
  const window =
    i === 0
      ? `<rect x="${W - 420}" y="140" width="260" height="230" rx="120" fill="#1b2446"/><circle cx="${W - 290}" cy="235" r="40" fill="#f7e3a1"/><circle cx="${W - 272}" cy="222" r="38" fill="#1b2446"/>` +
        Array.from({ length: 8 }, () => star(rng.range(W - 400, W - 180), rng.range(170, 350), rng.range(3, 6), '#f7e3a1')).join('')
      : `<rect x="${W - 420}" y="140" width="260" height="230" rx="120" fill="#cfe6f5" stroke="#ffffff" stroke-width="10"/>` +
        `<circle cx="${W - 230}" cy="215" r="30" fill="#fff3c4"/>` +
        cloud(W - 310, 320, 0.55, '#ffffff', 0.95);
  const floor = `<rect y="${H - 60}" width="${W}" height="60" fill="${p.floor}"/><rect y="${H - 64}" width="${W}" height="6" fill="#ffffff" opacity="0.5"/>`;
  return `<defs>${vertical('bg', p.wall)}${BLUR}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${dots.join('')}${window}${string}${flags.join('')}${mobile.join('')}${floor}`;
}

const ART = [
  { bg: ['#fbf1e4', '#f5e2cc'], colors: ['#d9825b', '#e8b26a', '#9bb59a', '#c96f5d', '#e9cfae'] },
  { bg: ['#eef3f5', '#dde9ee'], colors: ['#6f9fb5', '#e6a48e', '#f2d49b', '#a7c4b5', '#c3d5e0'] },
  { bg: ['#fdf0f2', '#f6dde3'], colors: ['#e38aa0', '#f2c29b', '#9fc5bd', '#c9a6d8', '#f7d7c4'] },
  { bg: ['#f3f1e8', '#e5e1cf'], colors: ['#8c9f6e', '#d9a35f', '#c56b4f', '#e4c98f', '#b7c4a0'] },
];

function art(rng: Rng, i: number): string {
  const p = ART[i % ART.length];
  const shapes: string[] = [];
  // soft blobs behind
  for (let k = 0; k < 5; k++) {
    shapes.push(
      `<ellipse cx="${f(rng.range(0, W))}" cy="${f(rng.range(0, H))}" rx="${f(rng.range(120, 260))}" ry="${f(rng.range(80, 180))}" fill="${p.colors[k % 5]}" opacity="0.35" filter="url(#haze)"/>`,
    );
  }
  // boho rainbows: concentric arcs standing on the bottom edge
  for (let r = 0; r < 2; r++) {
    const cx = r ? W * rng.range(0.72, 0.85) : W * rng.range(0.1, 0.22);
    const scale = r ? 1 : 0.8;
    for (let k = 0; k < 4; k++) {
      const radius = (190 - k * 42) * scale;
      shapes.push(
        `<path d="M${f(cx - radius)},${H} A${f(radius)},${f(radius)} 0 0 1 ${f(cx + radius)},${H}" fill="none" stroke="${p.colors[(k + r) % 5]}" stroke-width="${f(34 * scale)}" stroke-linecap="round"/>`,
      );
    }
  }
  // a sun, a few pebbles and dots
  shapes.push(`<circle cx="${f(W * rng.range(0.4, 0.6))}" cy="${f(rng.range(70, 120))}" r="54" fill="${p.colors[1]}" opacity="0.9"/>`);
  for (let k = 0; k < 6; k++) {
    shapes.push(
      `<ellipse cx="${f(rng.range(W * 0.3, W * 0.7))}" cy="${f(rng.range(H * 0.7, H - 20))}" rx="${f(rng.range(20, 46))}" ry="${f(rng.range(12, 26))}" fill="${p.colors[k % 5]}" opacity="0.8" transform="rotate(${f(rng.range(-20, 20))})"/>`,
    );
  }
  for (let k = 0; k < 30; k++)
    shapes.push(
      `<circle cx="${f(rng.range(0, W))}" cy="${f(rng.range(0, H))}" r="${f(rng.range(2, 5))}" fill="${p.colors[k % 5]}" opacity="0.7"/>`,
    );
  return `<defs>${diagonal('bg', p.bg)}${BLUR}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${shapes.join('')}`;
}

const LANDSCAPE = [
  { sky: ['#cfe8f7', '#f4f9fc'], sun: '#fff3c4', hills: ['#cfe3c2', '#a9cf98', '#86b877', '#6a9e5e'] }, // spring meadow
  { sky: ['#fde7c8', '#fff6ea'], sun: '#ffd27f', hills: ['#f0d3a4', '#e3b77e', '#cf9b5f', '#b98348'] }, // summer wheat
  { sky: ['#f9d9c4', '#fdf0e6'], sun: '#f7a978', hills: ['#edc3a8', '#dca083', '#c27e62', '#a8654c'] }, // sunset
  { sky: ['#e6e1f4', '#f7f5fc'], sun: '#fbe2ef', hills: ['#d9cdea', '#bfaee0', '#a08fcf', '#8876bb'] }, // lavender fields
  { sky: ['#dbe9ef', '#f5f9fa'], sun: '#ffffff', hills: ['#c7d9e0', '#a9c3cf', '#8daebd', '#7498a8'] }, // misty mountains
  { sky: ['#fbe3d4', '#fef4ec'], sun: '#ffc79a', hills: ['#f4d2b5', '#ebbd96', '#dca77b', '#c98f63'] }, // desert dunes
  { sky: ['#d6efe9', '#f3fbf8'], sun: '#fff5cf', hills: ['#c4e3d3', '#9fcfb8', '#79b69a', '#5c9c80'] }, // mint valley
  { sky: ['#f7e4e9', '#fdf5f7'], sun: '#fff0c9', hills: ['#efd0d8', '#e2b3c1', '#cf95a8', '#b97d92'] }, // rose dawn
  { sky: ['#fcefc9', '#fffaeb'], sun: '#ffe08a', hills: ['#e5dfae', '#cfcf8c', '#b3b86e', '#969e55'] }, // olive grove
  { sky: ['#d8e6f8', '#f3f7fd'], sun: '#fffbe6', hills: ['#c9d8ee', '#a8c0e3', '#8aa7d3', '#7390c2'] }, // blue ridge
  { sky: ['#f6dfc6', '#fcf1e5'], sun: '#f5b971', hills: ['#e8cfb0', '#d7b08b', '#c2916a', '#9f7352'] }, // autumn
  { sky: ['#e3f1f8', '#fbfdfe'], sun: '#ffffff', hills: ['#e1eef3', '#c8dde8', '#aecbda', '#e9f1f4'] }, // snowy hills
];

function landscape(rng: Rng, i: number): string {
  const p = LANDSCAPE[i % LANDSCAPE.length];
  const sunX = W * rng.range(0.15, 0.85);
  const sun = `<circle cx="${f(sunX)}" cy="150" r="120" fill="${p.sun}" opacity="0.6" filter="url(#glow)"/><circle cx="${f(sunX)}" cy="150" r="62" fill="${p.sun}"/>`;
  const clouds = Array.from({ length: 3 }, () => cloud(rng.range(100, W - 100), rng.range(60, 170), rng.range(0.6, 1.1), '#ffffff', 0.8));
  const layers = p.hills.map((c, k) => ridge(rng, H * (0.5 + k * 0.12), 40 - k * 6, c));
  const birds = Array.from({ length: 3 }, () => {
    const x = rng.range(W * 0.2, W * 0.8);
    const y = rng.range(70, 180);
    return `<path d="M${f(x - 12)},${f(y)} q6,-8 12,0 q6,-8 12,0" stroke="#7a7a7a" stroke-width="2" fill="none" opacity="0.6"/>`;
  });
  return `<defs>${vertical('bg', p.sky)}${BLUR}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${sun}${clouds.join('')}${birds.join('')}${layers.join('')}`;
}

const FLOWERS = [
  { bg: ['#fff4f6', '#fde4ea'], petals: ['#f4a7b9', '#f7c6d3', '#fbd9a8', '#ffffff'], heart: '#f2c14e', leaf: '#a9cfa1' },
  { bg: ['#f3f8ff', '#e1ecfb'], petals: ['#9fbfe8', '#c7dbf5', '#f6d1e0', '#ffffff'], heart: '#f5d36b', leaf: '#9cc9b2' },
  { bg: ['#fffaf0', '#fcecd2'], petals: ['#f6b26b', '#f9d48a', '#f2a39a', '#ffffff'], heart: '#c9733f', leaf: '#a7c58b' },
  { bg: ['#f8f4fd', '#ebe1f8'], petals: ['#c3a6e6', '#dcc8f2', '#f3c0d6', '#ffffff'], heart: '#f3cf63', leaf: '#a5c8a7' },
  { bg: ['#f2fbf5', '#dff3e6'], petals: ['#f7b7a3', '#fde1a9', '#b9dcf0', '#ffffff'], heart: '#e8a33d', leaf: '#8fc09b' },
];

function flowers(rng: Rng, i: number): string {
  const p = FLOWERS[i % FLOWERS.length];
  const items: string[] = [];
  for (let k = 0; k < 26; k++) items.push(leaf(rng.range(0, W), rng.range(0, H), rng.range(0.8, 1.6), p.leaf, rng.range(0, 360)));
  for (let k = 0; k < 34; k++) {
    const r = rng.range(26, 62);
    items.push(
      flower(rng.range(-20, W + 20), rng.range(-20, H + 20), r, rng.pick([5, 6, 8]), rng.pick(p.petals), p.heart, rng.range(0, 360)),
    );
  }
  // a clear, soft band across the middle keeps the title readable
  const band = `<rect y="${H * 0.3}" width="${W}" height="${H * 0.4}" fill="${p.bg[0]}" opacity="0.55" filter="url(#haze)"/>`;
  return `<defs>${vertical('bg', p.bg)}${BLUR}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${items.join('')}${band}`;
}

function marine(rng: Rng): string {
  const glow = `<circle cx="${W * 0.72}" cy="120" r="150" fill="#9fd3ea" opacity="0.35" filter="url(#glow)"/><circle cx="${W * 0.72}" cy="120" r="48" fill="#e8f6fb" opacity="0.9"/>`;
  const colors = ['#2a6f97', '#245f86', '#1d5075', '#174363', '#113552'];
  const waves = colors.map((c, k) => wave(rng, H * (0.42 + k * 0.11), 14 - k, c, '#cfeefa'));
  const gulls = Array.from({ length: 4 }, () => {
    const x = rng.range(W * 0.15, W * 0.6);
    const y = rng.range(60, 170);
    return `<path d="M${f(x - 14)},${f(y)} q7,-9 14,0 q7,-9 14,0" stroke="#e8f6fb" stroke-width="2.5" fill="none" opacity="0.8"/>`;
  });
  return `<defs>${vertical('bg', ['#3f86ad', '#5e9fc2', '#2f6f94'])}${BLUR}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${glow}${gulls.join('')}${waves.join('')}`;
}

function night(rng: Rng): string {
  const stars = Array.from(
    { length: 120 },
    () =>
      `<circle cx="${f(rng.range(0, W))}" cy="${f(rng.range(0, H * 0.8))}" r="${f(rng.range(0.8, 2.4))}" fill="#fdf6d8" opacity="${f(rng.range(0.4, 1))}"/>`,
  );
  const bright = Array.from({ length: 10 }, () => star(rng.range(40, W - 40), rng.range(30, H * 0.6), rng.range(6, 11), '#fbe9a6', 0.95));
  const moon = `<circle cx="${W * 0.8}" cy="130" r="120" fill="#fbe9a6" opacity="0.25" filter="url(#glow)"/><circle cx="${W * 0.8}" cy="130" r="60" fill="#fbe9a6"/><circle cx="${W * 0.8 + 26}" cy="112" r="56" fill="#17254a"/>`;
  const hills = [ridge(rng, H * 0.78, 26, '#14203f'), ridge(rng, H * 0.88, 18, '#0e1730')];
  return `<defs>${vertical('bg', ['#0f1a3a', '#1b2b58', '#2b3f73'])}${BLUR}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${moon}${stars.join('')}${bright.join('')}${hills.join('')}`;
}

/** The SVG of one cover. */
export function coverSvg(cover: Cover): string {
  const rng = random(cover.name);
  const index = Number(cover.name.slice(-2)) - 1;
  const prefix = cover.name.replace(/_\d+$/, '');
  const painters: Record<string, () => string> = {
    baby: () => baby(rng, index),
    bedroom: () => bedroom(rng, index),
    art: () => art(rng, index),
    landscape: () => landscape(rng, index),
    flowers: () => flowers(rng, index),
    marine: () => marine(rng),
    night: () => night(rng),
  };
  const paint = painters[prefix];
  if (!paint) throw new Error(`no painter for cover ${cover.name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${paint()}</svg>`;
}

async function main() {
  mkdirSync(path.join(COVERS_DIR, 'thumbs'), { recursive: true });
  for (const cover of COVERS) {
    const image = sharp(Buffer.from(coverSvg(cover))).flatten({ background: '#ffffff' });
    const file = path.join(COVERS_DIR, `${cover.name}.jpg`);
    const thumb = path.join(COVERS_DIR, 'thumbs', `${cover.name}.jpg`);
    await image.clone().jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:2:0' }).toFile(file);
    await image.clone().resize(THUMB_SIZE.width, THUMB_SIZE.height).jpeg({ quality: 80, mozjpeg: true }).toFile(thumb);
    console.log(`${cover.name}.jpg`);
  }
}

await main();
