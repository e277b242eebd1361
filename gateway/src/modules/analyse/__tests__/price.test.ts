import { describe, expect, it } from '@jest/globals';
import { findEuroAmount, parsePrice } from '../price.js';
import { readProductMetadata } from '../product-metadata.js';

describe('parsePrice', () => {
  it.each([
    [1299, 1299],
    [19.999, 20],
    ['1299.00', 1299],
    ['1 299,00 €', 1299],
    ['1\u202f299,00\u00a0€', 1299],
    ['1.299,00', 1299],
    ['1,299.00', 1299],
    ['12 345 678,5', 12345678.5],
    ['19,99 EUR', 19.99],
    ['€ 12,50', 12.5],
    ['49,9', 49.9],
    ['1.299', 1299],
    ['0', 0],
    ['gratuit', undefined],
    [-5, undefined],
    [null, undefined],
  ])('%p -> %p', (raw, expected) => {
    expect(parsePrice(raw)).toBe(expected);
  });
});

describe('findEuroAmount', () => {
  it.each([
    ['Prix : 1 299,00 € TTC', 1299],
    ['à partir de € 12,50', 12.5],
    ['3 pour 2, soit 24,90 EUR', 24.9],
    ['Réf. 12345, taille 3 mois', undefined],
  ])('%p -> %p', (text, expected) => {
    expect(findEuroAmount(text)).toBe(expected);
  });
});

describe('readProductMetadata', () => {
  const url = 'https://www.boutique.fr/p/123?ref=x';

  it('reads JSON-LD offers arrays, lowPrice and ImageObject', () => {
    const html = `<script type="application/ld+json">[{"@type":["Product"],"name":"Tapis d'éveil",
      "image":{"@type":"ImageObject","url":"../img/tapis.webp"},"offers":[{"@type":"AggregateOffer","lowPrice":"59,00"}]}]</script>`;
    expect(readProductMetadata(html, url)).toEqual({ title: "Tapis d'éveil", price: 59, image: 'https://www.boutique.fr/img/tapis.webp' });
  });

  it('ignores broken JSON-LD and uses the next source', () => {
    const html = `<head><script type="application/ld+json">{"@type":"Product",</script><meta property="og:title" content="Bavoirs x3">
      <meta property="og:image" content="data:image/png;base64,AAAA"></head>`;
    expect(readProductMetadata(html, url)).toEqual({ title: 'Bavoirs x3', price: null, image: null });
  });

  it('returns nulls for a page without anything', () => {
    expect(readProductMetadata('<html><body></body></html>', url)).toEqual({ title: null, price: null, image: null });
  });
});
