import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import PDFDocument from 'pdfkit';
import { geometryOf, PHOTO_GAP } from './book-layout.js';
import type { BookPlan, FromLayout, ToLayout } from './book.types.js';

/**
 * The baby book's layout thread (docs/product.md#the-baby-book): pdfkit writes the pages here, off
 * the gateway's event loop, straight to a file. The photos arrive one by one as JPEG bytes sized
 * for print (their print renditions as stored, book.service.ts), which pdfkit embeds without
 * decoding them; each is written into the file and dropped before the next is asked for, so memory
 * stays bounded whatever the number of photos.
 */
const plan = workerData as BookPlan;
const port = parentPort!;
const post = (message: FromLayout) => port.postMessage(message);

// DejaVu carries every French character (œ, «», ’, accents); pdfkit embeds the subset used
const fonts = createRequire(import.meta.url);
const REGULAR = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const COLORS = { text: '#2b2d42', muted: '#5c6070', accent: '#3b6797' };

/** The photos in the order they are laid out, taken one at a time. */
const waiting: ((m: ToLayout) => void)[] = [];
const arrived: ToLayout[] = [];
port.on('message', (m: ToLayout) => {
  const take = waiting.shift();
  if (take) take(m);
  else arrived.push(m);
});
const nextPhoto = (): Promise<ToLayout> => {
  const ready = arrived.shift();
  return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
};
/** The next photo, and the layout thread asks for another. */
async function takePhoto() {
  const m = await nextPhoto();
  post({ ack: true });
  return 'image' in m
    ? { data: Buffer.from(m.image.buffer, m.image.byteOffset, m.image.byteLength), width: m.width, height: m.height }
    : null;
}

async function write(): Promise<number> {
  const g = geometryOf(plan.format);
  const small = plan.format === 'a5';
  const doc = new PDFDocument({
    size: g.size,
    margin: g.margin,
    lang: plan.language === 'en' ? 'en-GB' : 'fr-FR',
    info: { Title: plan.firstName, Creator: 'Cigogne' },
    autoFirstPage: false,
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const out = createWriteStream(plan.outPath);
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  doc.pipe(out);
  // pages come from addPage and from text flowing over the bottom alike
  let pages = 0;
  doc.on('pageAdded', () => (pages += 1));
  const newPage = () => doc.addPage();
  const bottom = g.height - g.margin;

  // the cover: the first name, the birth date, the chosen photo
  newPage();
  doc
    .font('bold')
    .fontSize(small ? 30 : 40)
    .fillColor(COLORS.accent);
  doc.text(plan.firstName, g.margin, g.margin + (small ? 20 : 40), { width: g.content, align: 'center' });
  doc
    .moveDown(0.3)
    .font('regular')
    .fontSize(small ? 13 : 16)
    .fillColor(COLORS.text);
  doc.text(plan.birth, { width: g.content, align: 'center' });
  if (plan.hasCover) {
    const cover = await takePhoto();
    if (cover) {
      const top = doc.y + (small ? 18 : 30);
      doc.image(cover.data, g.margin, top, { fit: [g.cover.width, g.cover.height], align: 'center', valign: 'center' });
    }
  }
  doc
    .font('regular')
    .fontSize(small ? 9 : 10)
    .fillColor(COLORS.muted);
  doc.text(plan.footnote, g.margin, bottom - 14, { width: g.content, align: 'center', lineBreak: false });

  // every event in order: date and age, title, description, its photos two to a row
  newPage();
  for (const event of plan.events) {
    // an event's title never ends a page alone: room for its texts and its first row of photos
    // (as high as a landscape photo; a long description flows on to the next page by itself)
    doc.font('bold').fontSize(small ? 13 : 16);
    let needed = 20 + doc.heightOfString(event.title, { width: g.content });
    doc.font('regular').fontSize(small ? 10 : 11);
    if (event.description) needed += Math.min(doc.heightOfString(event.description, { width: g.content }), g.height / 3);
    if (event.photos) needed += g.photoBox * 0.75;
    if (doc.y + needed > bottom) newPage();
    doc
      .font('regular')
      .fontSize(small ? 9 : 10)
      .fillColor(COLORS.muted);
    doc.text(`${event.date} · ${event.age}`, g.margin, doc.y, { width: g.content });
    doc
      .font('bold')
      .fontSize(small ? 13 : 16)
      .fillColor(COLORS.text);
    doc.text(event.title, { width: g.content });
    if (event.description) {
      doc
        .moveDown(0.2)
        .font('regular')
        .fontSize(small ? 10 : 11)
        .fillColor(COLORS.text);
      doc.text(event.description, { width: g.content });
    }
    doc.moveDown(0.5);
    for (let i = 0; i < event.photos; i += 2) {
      const row = [await takePhoto(), i + 1 < event.photos ? await takePhoto() : null];
      // each photo as wide as its half of the row allows, none taller than wide: the row is as high as its tallest
      const heights = row.map((p) => (p ? Math.min(g.photoBox, (g.photoBox * p.height) / p.width) : 0));
      const height = Math.max(...heights);
      if (!height) continue;
      if (doc.y + height > bottom) newPage();
      const top = doc.y;
      row.forEach((p, column) => {
        if (!p) return;
        const x = g.margin + column * (g.photoBox + PHOTO_GAP);
        doc.image(p.data, x, top, { fit: [g.photoBox, height], align: 'center' });
      });
      doc.x = g.margin;
      doc.y = top + height + PHOTO_GAP;
    }
    doc.moveDown(1.2);
  }
  doc.end();
  await finished;
  return pages;
}

write().then(
  (pages) => post({ done: true, pages }),
  (err: unknown) => post({ error: err instanceof Error ? err.message : String(err) }),
);
