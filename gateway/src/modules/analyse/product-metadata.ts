import * as cheerio from 'cheerio';
import { detectBotWall, type BotWall } from './bot-wall.js';
import { foreignCurrency, jsonLdImage, jsonLdProductPrice, jsonLdProducts, pricedInForeignCurrency, type Json } from './json-ld.js';
import { findEuroAmount, parsePrice } from './price.js';
import { readAmazonLayout } from './shop-layouts.js';

/** What a product page tells about its product; each part is null when the page does not say. */
export interface ProductMetadata {
  title: string | null;
  price: number | null;
  image: string | null;
}

/** A page read: its product's metadata, or the anti-bot service that answered instead of the shop. */
export interface PageReading {
  metadata: ProductMetadata;
  wall: BotWall | null;
}

const TITLE_MAX = 200;
/**
 * How much of a page is parsed: parsing time grows with the size, and
 * product data (JSON-LD, Open Graph, microdata, the shown price) sits in the head and the top of
 * the page; what lies beyond is left unread. (Hostile markup can still be slow: metadata-reader.ts
 * runs this in a worker under a time budget.)
 */
export const PARSE_MAX_CHARS = 256 * 1024;

const clean = (text: unknown): string | undefined => {
  if (typeof text !== 'string') return undefined;
  const t = text.replace(/\s+/g, ' ').trim();
  return t ? t.slice(0, TITLE_MAX) : undefined;
};

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
 * Reads title, price and image from a product page, each from the first source that has it
 * (docs/product.md#items-from-any-shop): JSON-LD Product, then Open Graph and product meta tags, then schema.org
 * microdata, then a known shop layout (Amazon's), then the `<title>` and the first euro amount written
 * in the page. A price in another currency is no price. A page without JSON-LD Product that is an anti-bot challenge is reported
 * as such (its "Just a moment..." is no product title). Only the first PARSE_MAX_CHARS are read.
 */
export function readProductPage(html: string, pageUrl: string): PageReading {
  const $ = cheerio.load(html.slice(0, PARSE_MAX_CHARS));
  const meta = (...names: string[]) => {
    for (const name of names) {
      const content = $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content');
      if (content?.trim()) return content.trim();
    }
    return undefined;
  };
  const products = jsonLdProducts($);
  const wall = products.length ? null : detectBotWall($);
  if (wall) return { metadata: { title: null, price: null, image: null }, wall };
  const pick = <T>(read: (p: Json) => T | undefined) => products.map(read).find((v) => v !== undefined);

  const scope = $('[itemscope][itemtype*="schema.org/Product" i]').first();
  const micro = (prop: string, attrs: string[]) => {
    const el = (scope.length ? scope.find(`[itemprop="${prop}"]`) : $(`[itemprop="${prop}"]`)).first();
    if (!el.length) return undefined;
    for (const attr of attrs) if (el.attr(attr)?.trim()) return el.attr(attr)!.trim();
    return el.text();
  };
  const metaForeign = foreignCurrency(meta('product:price:currency', 'og:price:currency'));
  const microForeign = foreignCurrency(micro('priceCurrency', ['content']));
  const metaPrice = metaForeign ? undefined : parsePrice(meta('product:price:amount', 'og:price:amount'));
  const microPrice = microForeign ? undefined : parsePrice(micro('price', ['content']));
  // a page that states another currency: an amount in euros in its text is a conversion, not the price
  const textPrice = () =>
    metaForeign || microForeign || products.some(pricedInForeignCurrency) ? undefined : findEuroAmount($('body').text());
  const layout = readAmazonLayout($);

  const title =
    pick((p) => clean(p.name)) ??
    clean(meta('og:title', 'twitter:title')) ??
    (scope.length ? clean(micro('name', ['content'])) : undefined) ??
    clean(layout.title) ??
    clean($('title').first().text());

  const price = pick(jsonLdProductPrice) ?? metaPrice ?? microPrice ?? parsePrice(layout.price) ?? textPrice();

  const image =
    pick((p) => absoluteImage(jsonLdImage(p.image), pageUrl)) ??
    absoluteImage(meta('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image'), pageUrl) ??
    absoluteImage(micro('image', ['content', 'src', 'href']), pageUrl) ??
    absoluteImage(layout.image, pageUrl);

  return { metadata: { title: title ?? null, price: price ?? null, image: image ?? null }, wall: null };
}
