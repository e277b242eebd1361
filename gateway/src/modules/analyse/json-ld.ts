import type { CheerioAPI } from 'cheerio';
import { parsePrice } from './price.js';

export type Json = Record<string, unknown>;

export const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** schema.org types that describe one product (a ProductGroup is a product sold in sizes or colours). */
const PRODUCT_TYPE = /(^|[/:])(Product|ProductGroup|IndividualProduct|ProductModel)$/;

/**
 * JSON.parse, then once more after the mistakes shops' templates make: raw line breaks or tabs
 * inside strings, a trailing comma, the block wrapped in an HTML comment or CDATA. Undefined when
 * still not JSON (the page's other sources then apply).
 */
function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const repaired = text
      .replace(/^\s*(<!--|<!\[CDATA\[|\/\/\s*<!\[CDATA\[)/, '')
      .replace(/(-->|\]\]>|\/\/\s*\]\]>)\s*$/, '')
      // control characters are only allowed escaped in strings; outside them a space is as good
      // eslint-disable-next-line no-control-regex -- they are what this repairs
      .replace(/[\u0000-\u001f]+/g, ' ')
      .replace(/,\s*([}\]])/g, '$1');
    try {
      return JSON.parse(repaired);
    } catch {
      return undefined;
    }
  }
}

/** Every JSON-LD node of the page whose @type is a product (top level, arrays, @graph), in page order. */
export function jsonLdProducts($: CheerioAPI): Json[] {
  const found: Json[] = [];
  const visit = (node: unknown, depth: number) => {
    if (depth > 5) return;
    for (const n of asArray(node)) {
      if (!isObject(n)) continue;
      if (asArray(n['@type']).some((t) => typeof t === 'string' && PRODUCT_TYPE.test(t))) found.push(n);
      if (n['@graph']) visit(n['@graph'], depth + 1);
    }
  };
  $('script[type="application/ld+json" i]').each((_i, el) => visit(parseLenient($(el).text()), 0));
  return found;
}

/** A currency other than the euro: its amount is not a price in euros (the field's unit). */
export const foreignCurrency = (currency: unknown) =>
  typeof currency === 'string' && currency.trim() !== '' && !/^(EUR|€)$/i.test(currency.trim());

/** Whether a product's offers (or its variants') state a price in another currency than the euro. */
export function pricedInForeignCurrency(product: Json): boolean {
  const offers = [...asArray(product.offers), ...asArray(product.hasVariant).flatMap((v) => (isObject(v) ? asArray(v.offers) : []))];
  return offers.some((offer) => isObject(offer) && foreignCurrency(offer.priceCurrency));
}

/** The first euro amount of `offers` (an Offer, an AggregateOffer, an array of them, nested offers). */
export function jsonLdPrice(offers: unknown, depth = 0): number | undefined {
  if (depth > 3) return undefined;
  for (const offer of asArray(offers)) {
    if (!isObject(offer) || foreignCurrency(offer.priceCurrency)) continue;
    const price =
      parsePrice(offer.price) ??
      parsePrice(offer.lowPrice) ??
      asArray(offer.priceSpecification)
        .filter(isObject)
        .filter((s) => !foreignCurrency(s.priceCurrency))
        .map((s) => parsePrice(s.price))
        .find((p) => p !== undefined) ??
      jsonLdPrice(offer.offers, depth + 1);
    if (price !== undefined) return price;
  }
  return undefined;
}

/** A product's price: its offers, or for a ProductGroup the first variant's. */
export function jsonLdProductPrice(product: Json): number | undefined {
  return (
    jsonLdPrice(product.offers) ??
    asArray(product.hasVariant)
      .filter(isObject)
      .map((variant) => jsonLdPrice(variant.offers))
      .find((p) => p !== undefined)
  );
}

/** The first image of `image`: a URL, an array of them, an ImageObject (url or contentUrl). */
export function jsonLdImage(image: unknown): string | undefined {
  for (const i of asArray(image)) {
    if (typeof i === 'string') return i;
    if (isObject(i) && typeof i.url === 'string') return i.url;
    if (isObject(i) && typeof i.contentUrl === 'string') return i.contentUrl;
  }
  return undefined;
}
