import { describe, expect, it } from '@jest/globals';
import { EURO_TEXT_MAX, findEuroAmount, parsePrice } from '../price.js';
import { PARSE_MAX_CHARS, readProductPage } from '../product-metadata.js';

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
    ['ref 123456789012 € (a run of digits is no price)', undefined],
  ])('%p -> %p', (text, expected) => {
    expect(findEuroAmount(text)).toBe(expected);
  });

  it('reads only the first EURO_TEXT_MAX characters of the text (a bounded search)', () => {
    const filler = (n: number) => 'x'.repeat(n);
    expect(findEuroAmount(filler(EURO_TEXT_MAX - 20) + ' 12,50 €')).toBe(12.5);
    expect(findEuroAmount(filler(EURO_TEXT_MAX) + ' 12,50 €')).toBeUndefined();
  });

  it('skips a long run of digits and finds the amount after it', () => {
    expect(findEuroAmount('7'.repeat(30_000) + ' puis 5 €')).toBe(5);
  });
});

describe('readProductPage', () => {
  const url = 'https://www.boutique.fr/p/123?ref=x';

  it('reads JSON-LD offers arrays, lowPrice and ImageObject', () => {
    const html = `<script type="application/ld+json">[{"@type":["Product"],"name":"Tapis d'éveil",
      "image":{"@type":"ImageObject","url":"../img/tapis.webp"},"offers":[{"@type":"AggregateOffer","lowPrice":"59,00"}]}]</script>`;
    expect(readProductPage(html, url).metadata).toEqual({
      title: "Tapis d'éveil",
      price: 59,
      image: 'https://www.boutique.fr/img/tapis.webp',
    });
  });

  it('ignores broken JSON-LD and uses the next source', () => {
    const html = `<head><script type="application/ld+json">{"@type":"Product",</script><meta property="og:title" content="Bavoirs x3">
      <meta property="og:image" content="data:image/png;base64,AAAA"></head>`;
    expect(readProductPage(html, url).metadata).toEqual({ title: 'Bavoirs x3', price: null, image: null });
  });

  it('parses only the first PARSE_MAX_CHARS of a page: data beyond is not read', () => {
    const product = (price: number) =>
      `<script type="application/ld+json">{"@type":"Product","name":"Tapis","offers":{"price":"${price}"}}</script>`;
    const page = `<html><head><title>Page</title>${product(10)}</head><body><p>${'a'.repeat(PARSE_MAX_CHARS)}</p>${product(20)}</body></html>`;
    expect(readProductPage(page, url).metadata).toEqual({ title: 'Tapis', price: 10, image: null });
    const late = `<html><head><title>Page</title></head><body><p>${'a'.repeat(PARSE_MAX_CHARS)}</p>${product(20)}</body></html>`;
    expect(readProductPage(late, url).metadata).toEqual({ title: 'Page', price: null, image: null });
  });

  it('returns nulls for a page without anything', () => {
    expect(readProductPage('<html><body></body></html>', url).metadata).toEqual({ title: null, price: null, image: null });
  });
});
