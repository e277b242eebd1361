import type { CheerioAPI } from 'cheerio';

/** What a shop's own markup shows where it publishes no structured data. */
export interface LayoutReading {
  title?: string;
  price?: string;
  image?: string;
}

/**
 * Amazon's product pages carry no JSON-LD, Open Graph nor microdata: their `<title>` is
 * "Amazon.fr : <name> : <department>" and the first euro amount of the text is the free-delivery
 * threshold of the header. The ids below are those of its product page (and of the many shops
 * built on the same template); the shown price is the price to pay, not the list price.
 */
export function readAmazonLayout($: CheerioAPI): LayoutReading {
  const title = $('#productTitle').first().text();
  const price = $('#corePrice_feature_div .priceToPay .a-offscreen, .priceToPay .a-offscreen, #priceblock_ourprice, #price_inside_buybox')
    .first()
    .text();
  const image = $('#landingImage, #imgBlkFront').first();
  return {
    title: title || undefined,
    price: price || undefined,
    image: image.attr('data-old-hires') || image.attr('src') || undefined,
  };
}
