import * as cheerio from 'cheerio';
import { findEuroAmount, parsePrice } from './price.js';

/** What a product page tells about its product; each part is null when the page does not say. */
export interface ProductMetadata {
  title: string | null;
  price: number | null;
  image: string | null;
}

type Json = Record<string, unknown>;
const TITLE_MAX = 200;
/**
 * How much of a page is parsed: 2 MiB took 0.2 to 0.5 s, 256 KiB tens of ms for ordinary markup.
 * Product data (JSON-LD, Open Graph, microdata, the shown price) sits in the head and the top of
 * the page; what lies beyond is left unread. (Hostile markup can still be slow: metadata-reader.ts
 * runs this in a worker under a time budget.)
 */
export const PARSE_MAX_CHARS = 256 * 1024;

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const clean = (text: unknown): string | undefined => {
  if (typeof text !== 'string') return undefined;
  const t = text.replace(/\s+/g, ' ').trim();
  return t ? t.slice(0, TITLE_MAX) : undefined;
};

/** Every JSON-LD node of the page whose @type includes Product (top level, arrays, @graph). */
function jsonLdProducts($: cheerio.CheerioAPI): Json[] {
  const found: Json[] = [];
  const visit = (node: unknown, depth: number) => {
    if (depth > 5) return;
    for (const n of asArray(node)) {
      if (!isObject(n)) continue;
      if (asArray(n['@type']).some((t) => typeof t === 'string' && /(^|\/)Product$/.test(t))) found.push(n);
      if (n['@graph']) visit(n['@graph'], depth + 1);
    }
  };
  $('script[type="application/ld+json"]').each((_i, el) => {
    try {
      visit(JSON.parse($(el).text()), 0);
    } catch {
      /* a shop's broken JSON-LD: the other sources still apply */
    }
  });
  return found;
}

function jsonLdPrice(offers: unknown): number | undefined {
  for (const offer of asArray(offers)) {
    if (!isObject(offer)) continue;
    const price =
      parsePrice(offer.price) ??
      parsePrice(offer.lowPrice) ??
      asArray(offer.priceSpecification)
        .filter(isObject)
        .map((s) => parsePrice(s.price))
        .find((p) => p !== undefined) ??
      jsonLdPrice(offer.offers);
    if (price !== undefined) return price;
  }
  return undefined;
}

function jsonLdImage(image: unknown): string | undefined {
  for (const i of asArray(image)) {
    if (typeof i === 'string') return i;
    if (isObject(i) && typeof i.url === 'string') return i.url;
    if (isObject(i) && typeof i.contentUrl === 'string') return i.contentUrl;
  }
  return undefined;
}

/** An absolute http(s) URL for `src` against the page's address; anything else (data:, javascript:...) is dropped. */
function absoluteImage(src: string | undefined, pageUrl: string): string | undefined {
  if (!src?.trim()) return undefined;
  try {
    const url = new URL(src.trim(), pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads title, price and image from a product page, each from the first source that has it:
 * JSON-LD Product, then Open Graph (and product:price), then schema.org microdata, then the
 * `<title>` and the first euro amount written in the page. Only the first PARSE_MAX_CHARS are read.
 */
export function readProductMetadata(html: string, pageUrl: string): ProductMetadata {
  const $ = cheerio.load(html.slice(0, PARSE_MAX_CHARS));
  const meta = (...names: string[]) => {
    for (const name of names) {
      const content = $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content');
      if (content?.trim()) return content.trim();
    }
    return undefined;
  };
  const products = jsonLdProducts($);
  const pick = <T>(read: (p: Json) => T | undefined) => products.map(read).find((v) => v !== undefined);

  const scope = $('[itemscope][itemtype*="schema.org/Product"]').first();
  const micro = (prop: string, attrs: string[]) => {
    const el = (scope.length ? scope.find(`[itemprop="${prop}"]`) : $(`[itemprop="${prop}"]`)).first();
    if (!el.length) return undefined;
    for (const attr of attrs) if (el.attr(attr)?.trim()) return el.attr(attr)!.trim();
    return el.text();
  };

  const title =
    pick((p) => clean(p.name)) ??
    clean(meta('og:title', 'twitter:title')) ??
    (scope.length ? clean(micro('name', ['content'])) : undefined) ??
    clean($('title').first().text());

  const price =
    pick((p) => jsonLdPrice(p.offers)) ??
    parsePrice(meta('product:price:amount', 'og:price:amount')) ??
    parsePrice(micro('price', ['content'])) ??
    findEuroAmount($('body').text());

  const image =
    pick((p) => absoluteImage(jsonLdImage(p.image), pageUrl)) ??
    absoluteImage(meta('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image'), pageUrl) ??
    absoluteImage(micro('image', ['content', 'src', 'href']), pageUrl);

  return { title: title ?? null, price: price ?? null, image: image ?? null };
}
