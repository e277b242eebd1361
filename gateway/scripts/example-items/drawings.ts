/**
 * The example list's item pictures (make-example-items.ts renders them): one flat drawing per item
 * on a 400 × 400 canvas, the object centred on a soft background with a shadow under it.
 */

/** The ground shadow under an object standing at `y`, `w` wide. */
const shadow = (y: number, w: number) => `<ellipse cx="200" cy="${y}" rx="${w / 2}" ry="12" fill="#000" opacity="0.08"/>`;

const bath = `${shadow(318, 250)}
<path d="M70 190 H330 Q322 300 250 310 H150 Q78 300 70 190 Z" fill="#8cc7e8"/>
<path d="M70 190 H330 Q329 206 326 220 H74 Q71 206 70 190 Z" fill="#b9def2"/>
<rect x="60" y="178" width="280" height="18" rx="9" fill="#5fa9d6"/>
<path d="M120 310 L108 330 M280 310 L292 330" stroke="#5fa9d6" stroke-width="12" stroke-linecap="round"/>
<circle cx="150" cy="150" r="22" fill="#fff" opacity="0.9"/><circle cx="188" cy="128" r="14" fill="#fff" opacity="0.85"/>
<circle cx="222" cy="156" r="18" fill="#fff" opacity="0.9"/><circle cx="258" cy="136" r="10" fill="#fff" opacity="0.8"/>
<circle cx="120" cy="120" r="8" fill="#fff" opacity="0.7"/>`;

const duck = `${shadow(320, 220)}
<path d="M95 250 Q95 190 170 196 Q190 140 240 140 Q292 140 296 196 Q330 200 322 250 Q312 312 210 314 Q100 314 95 250 Z" fill="#ffd45c"/>
<path d="M150 240 Q200 300 270 236 Q240 290 200 290 Q165 288 150 240 Z" fill="#f4b93a"/>
<path d="M292 172 Q330 168 344 182 Q332 198 294 196 Z" fill="#f08a3c"/>
<circle cx="262" cy="170" r="9" fill="#3b3340"/><circle cx="265" cy="167" r="3" fill="#fff"/>
<text x="200" y="262" font-family="sans-serif" font-size="34" font-weight="700" fill="#c9462f" text-anchor="middle">37°</text>`;

const sleepingBag = `${shadow(340, 200)}
<path d="M140 70 Q200 52 260 70 L268 110 Q296 120 300 160 L306 300 Q306 336 270 336 H130 Q94 336 94 300 L100 160 Q104 120 132 110 Z" fill="#f2b8c6"/>
<path d="M140 70 Q200 52 260 70 L268 110 Q200 128 132 110 Z" fill="#e99aae"/>
<path d="M200 118 V318" stroke="#d97f95" stroke-width="5" stroke-dasharray="9 7"/>
<circle cx="200" cy="122" r="8" fill="#d97f95"/>
<path d="M150 190 l6 12 13 2 -9 9 2 13 -12 -6 -12 6 2 -13 -9 -9 13 -2 Z" fill="#fff" opacity="0.85"/>
<path d="M246 240 l5 10 11 2 -8 8 2 11 -10 -5 -10 5 2 -11 -8 -8 11 -2 Z" fill="#fff" opacity="0.85"/>
<circle cx="250" cy="170" r="5" fill="#fff" opacity="0.8"/><circle cx="150" cy="280" r="5" fill="#fff" opacity="0.8"/>`;

const nightLight = `<rect width="400" height="400" fill="#2e3b66"/>
<g fill="#fff3b0"><path d="M80 90 l5 10 11 2 -8 8 2 11 -10 -5 -10 5 2 -11 -8 -8 11 -2 Z"/>
<path d="M300 70 l6 12 13 2 -9 9 2 13 -12 -6 -12 6 2 -13 -9 -9 13 -2 Z"/>
<path d="M330 170 l4 8 9 1 -6 6 1 9 -8 -4 -8 4 1 -9 -6 -6 9 -1 Z"/>
<path d="M60 190 l4 8 9 1 -6 6 1 9 -8 -4 -8 4 1 -9 -6 -6 9 -1 Z"/>
<circle cx="190" cy="60" r="4"/><circle cx="240" cy="120" r="3"/><circle cx="130" cy="140" r="3"/></g>
<ellipse cx="200" cy="322" rx="110" ry="14" fill="#000" opacity="0.2"/>
<circle cx="200" cy="240" r="150" fill="#fff3b0" opacity="0.12"/>
<path d="M110 290 Q110 180 200 180 Q290 180 290 290 Z" fill="#fff7cf"/>
<rect x="96" y="286" width="208" height="34" rx="12" fill="#f0d9a8"/>
<g fill="#f3c95d"><path d="M160 236 l5 10 11 2 -8 8 2 11 -10 -5 -10 5 2 -11 -8 -8 11 -2 Z"/>
<path d="M236 222 l4 8 9 1 -6 6 1 9 -8 -4 -8 4 1 -9 -6 -6 9 -1 Z"/><circle cx="205" cy="262" r="5"/></g>`;

const playMat = `${shadow(322, 320)}
<ellipse cx="200" cy="300" rx="160" ry="34" fill="#9fd6c2"/>
<ellipse cx="200" cy="296" rx="130" ry="24" fill="#c4e8da"/>
<path d="M70 300 Q200 40 330 300" fill="none" stroke="#f4a261" stroke-width="14" stroke-linecap="round"/>
<path d="M110 306 Q200 100 290 306" fill="none" stroke="#e76f8a" stroke-width="12" stroke-linecap="round"/>
<g stroke="#8a7f99" stroke-width="3"><path d="M150 150 V196"/><path d="M200 138 V214"/><path d="M250 150 V190"/></g>
<circle cx="150" cy="206" r="12" fill="#ffd45c"/>
<path d="M200 214 l9 18 20 3 -14 14 3 20 -18 -9 -18 9 3 -20 -14 -14 20 -3 Z" fill="#7ab8e0"/>
<path d="M250 190 q-16 0 -16 16 q0 16 16 22 q16 -6 16 -22 q0 -16 -16 -16 Z" fill="#e76f8a"/>`;

const highChair = `${shadow(344, 200)}
<path d="M130 180 L104 336 M270 180 L296 336" stroke="#c89a6a" stroke-width="14" stroke-linecap="round"/>
<path d="M150 190 L140 336 M250 190 L260 336" stroke="#b5855a" stroke-width="10" stroke-linecap="round"/>
<path d="M124 282 H276" stroke="#c89a6a" stroke-width="10" stroke-linecap="round"/>
<rect x="140" y="70" width="120" height="110" rx="26" fill="#e3b98f"/>
<rect x="156" y="86" width="88" height="80" rx="18" fill="#f6d9b8"/>
<rect x="118" y="176" width="164" height="26" rx="10" fill="#d4a777"/>
<rect x="96" y="146" width="208" height="20" rx="10" fill="#f7efe6" stroke="#d4a777" stroke-width="4"/>`;

const stroller = `${shadow(346, 250)}
<path d="M110 170 Q110 90 200 84 V170 Z" fill="#5b7fa8"/>
<path d="M96 170 H300 Q296 250 220 256 H160 Q100 250 96 170 Z" fill="#7d9fc7"/>
<path d="M300 170 L330 110 H352" stroke="#4a4f5c" stroke-width="10" fill="none" stroke-linecap="round"/>
<path d="M150 256 L130 306 M250 256 L270 306" stroke="#4a4f5c" stroke-width="8" stroke-linecap="round"/>
<circle cx="126" cy="312" r="28" fill="#3b3f4a"/><circle cx="126" cy="312" r="11" fill="#c9ced8"/>
<circle cx="274" cy="312" r="28" fill="#3b3f4a"/><circle cx="274" cy="312" r="11" fill="#c9ced8"/>
<path d="M118 176 Q200 196 290 176" stroke="#fff" stroke-width="4" fill="none" opacity="0.6"/>`;

const bodysuit = `${shadow(344, 170)}
<path d="M158 70 Q200 96 242 70 L300 96 Q328 108 334 150 L346 228 L314 234 L278 150 L274 250 Q272 280 240 292 L226 330 H174 L160 292 Q128 280 126 250 L122 150 L86 234 L54 228 L66 150 Q72 108 100 96 Z" fill="#f7f1e8" stroke="#e2d5c2" stroke-width="4"/>
<path d="M158 70 Q200 110 242 70" fill="none" stroke="#e7b4c0" stroke-width="6"/>
<g fill="#e7b4c0"><path d="M52 222 L88 228" stroke="#e7b4c0" stroke-width="8"/><path d="M312 228 L348 222" stroke="#e7b4c0" stroke-width="8"/><circle cx="186" cy="318" r="5"/><circle cx="214" cy="318" r="5"/></g>
<g fill="#a8c8e6" opacity="0.9"><circle cx="170" cy="170" r="7"/><circle cx="230" cy="200" r="7"/><circle cx="190" cy="236" r="7"/><circle cx="240" cy="150" r="5"/><circle cx="160" cy="214" r="5"/></g>`;

const book = `${shadow(338, 230)}
<path d="M200 110 Q150 80 84 92 V316 Q150 304 200 330 Z" fill="#fbf6ee" stroke="#e6dccb" stroke-width="3"/>
<path d="M200 110 Q250 80 316 92 V316 Q250 304 200 330 Z" fill="#fffaf3" stroke="#e6dccb" stroke-width="3"/>
<path d="M84 92 Q150 80 200 110 Q250 80 316 92 L322 98 V322 Q250 310 200 336 Q150 310 78 322 V98 Z" fill="none" stroke="#c98b9b" stroke-width="8" stroke-linejoin="round"/>
<path d="M250 170 q-12 -16 -26 -4 q-12 12 26 40 q38 -28 26 -40 q-14 -12 -26 4 Z" fill="#e98ba0"/>
<g stroke="#d9cdb8" stroke-width="5" stroke-linecap="round"><path d="M110 150 H172"/><path d="M110 176 H172"/><path d="M110 202 H162"/><path d="M110 228 H172"/><path d="M224 250 H290"/></g>`;

/** Each example item's picture: its file stem (`/example-items/<stem>.jpg`), background and drawing. */
export const EXAMPLE_DRAWINGS = [
  { stem: 'bath', background: '#eef6fb', drawing: bath },
  { stem: 'bath-thermometer', background: '#e9f5f8', drawing: duck },
  { stem: 'sleeping-bag', background: '#fbf1f3', drawing: sleepingBag },
  { stem: 'night-light', background: '#2e3b66', drawing: nightLight },
  { stem: 'play-mat', background: '#f4f8ee', drawing: playMat },
  { stem: 'high-chair', background: '#f8f3ec', drawing: highChair },
  { stem: 'stroller', background: '#eef1f7', drawing: stroller },
  { stem: 'bodysuit', background: '#f1f5fb', drawing: bodysuit },
  { stem: 'birth-book', background: '#fbf5ef', drawing: book },
] as const;

/** The whole picture of one item, as SVG. */
export const exampleItemSvg = ({ background, drawing }: { background: string; drawing: string }, size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/>${drawing}</svg>`;
