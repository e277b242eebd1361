import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { readProductPage } from '../product-metadata.js';

/** A saved page of shops/ (pages we wrote in the layouts real shops publish). */
const page = (name: string) => readFileSync(new URL(`./shops/${name}.html`, import.meta.url), 'utf8');
const at = (url: string, name: string) => readProductPage(page(name), url);

describe('the reader on saved shop pages', () => {
  it('a French baby shop: JSON-LD Product before Open Graph, the first of its offers, the first image of its list', () => {
    expect(at('https://www.lepetitnid.fr/chambre/lits/lit-cododo-evolutif-nuage', 'bebe-jsonld-offers')).toEqual({
      metadata: {
        title: 'Lit cododo évolutif Nuage – Bois naturel',
        price: 189.9,
        image: 'https://www.lepetitnid.fr/media/catalog/product/c/o/cododo-nuage-1.jpg',
      },
      // behind Cloudflare (its detection script is in the head) but not challenged
      wall: null,
    });
  });

  it('a shop with Open Graph and og:price only (Shopify-like, DataDome script loaded): og:image:secure_url, "44,90"', () => {
    expect(at('https://douceurdelune.fr/products/gigoteuse-tog-2-5-etoiles', 'og-product-meta')).toEqual({
      metadata: {
        title: 'Gigoteuse TOG 2.5 Étoiles – 0-6 mois',
        price: 44.9,
        image: 'https://douceurdelune.fr/cdn/shop/files/gigoteuse-etoiles.jpg?v=1712&width=1200',
      },
      wall: null,
    });
  });

  it('a microdata-only shop (PerimeterX script loaded): itemprop name, price content, relative image', () => {
    expect(at('https://www.aubebemalin.fr/repas/fiche.php?id=77', 'microdata-only')).toEqual({
      metadata: { title: 'Chaise haute évolutive Kaléo', price: 129, image: 'https://www.aubebemalin.fr/photos/grandes/chaise-kaleo.jpg' },
      wall: null,
    });
  });

  it('an Amazon-like page: its product title, the price to pay (not the free-delivery threshold nor the list price), the large image', () => {
    expect(at('https://www.amazon.fr/dp/B07XYZ1234', 'amazon-like')).toEqual({
      metadata: {
        title: 'Babymoov Babyphone Vidéo YOO-Moov, Caméra motorisée 360°, Vision Nocturne, Écran 3,5"',
        price: 149.99,
        image: 'https://m.media-amazon.com/images/I/61abcDEF12L._AC_SL1500_.jpg',
      },
      wall: null,
    });
  });

  it('JSON-LD of other types only (Organization, WebSite, BreadcrumbList): Open Graph and product:price are read', () => {
    expect(at('https://www.bebecalin.fr/eveil/123-tapis-foret.html', 'organization-breadcrumb-og')).toEqual({
      metadata: {
        title: "Tapis d'éveil Forêt enchantée",
        price: 59.9,
        image: 'https://www.bebecalin.fr/img/p/1/2/3/123-large_default.jpg',
      },
      wall: null,
    });
  });

  it('JSON-LD with template slips (HTML comment, raw line break in a string, trailing commas) is still read', () => {
    expect(at('https://www.lesbaladins.fr/balade', 'jsonld-template-slips').metadata).toEqual({
      title: 'Poussette canne Balade – Gris chiné',
      price: 249,
      image: 'https://cdn.lesbaladins.fr/img/balade-gris.webp',
    });
  });

  it('unreadable JSON-LD (template tags left in) is skipped for the next source', () => {
    expect(at('https://maisondoudou.fr/veilleuse', 'jsonld-broken').metadata).toEqual({
      title: 'Veilleuse Lapin rechargeable',
      price: 32.5,
      image: 'https://maisondoudou.fr/images/veilleuse-lapin.jpg',
    });
  });

  it('a price in Swiss francs is no price in euros, nor is the conversion written in the text (ProductGroup variants)', () => {
    expect(at('https://kindershop.ch/zen', 'swiss-francs').metadata).toEqual({
      title: 'Transat bébé Zen',
      price: null,
      image: 'https://kindershop.ch/media/zen.jpg',
    });
  });
});

describe('anti-bot walls', () => {
  it.each([
    ['cloudflare-just-a-moment', 'cloudflare'],
    ['amazon-robot-check', 'amazon'],
    ['datadome-captcha', 'datadome'],
    ['perimeterx-press-hold', 'captcha'],
  ])('%s is recognised as a wall (%s), with nothing read from it', (name, wall) => {
    expect(at('https://www.boutique-bebe.fr/produit/poussette-trio', name)).toEqual({
      metadata: { title: null, price: null, image: null },
      wall,
    });
  });

  it.each([
    [
      'a PerimeterX challenge without its title',
      '<html><head><title>Boutique</title></head><body><div id="px-captcha"></div></body></html>',
      'perimeterx',
    ],
    [
      'a French "appuyez et maintenez"',
      '<html><body><p>Appuyez et maintenez le bouton pour confirmer que vous êtes humain</p></body></html>',
      'perimeterx',
    ],
    ['a Cloudflare "Un instant…" in French', '<html><head><title>Un instant…</title></head><body></body></html>', 'cloudflare'],
    ['Amazon in English', '<html><body><h4>Enter the characters you see below</h4></body></html>', 'amazon'],
    [
      'a DataDome iframe',
      '<html><body><iframe src="https://geo.captcha-delivery.com/captcha/?initialCid=x"></iframe></body></html>',
      'datadome',
    ],
  ])('%s is a wall', (_what, html, wall) => {
    expect(readProductPage(html, 'https://shop.example/p').wall).toBe(wall);
  });

  it.each([
    [
      'a product called "Robot cuiseur"',
      '<html><head><title>Robot cuiseur bébé 5 en 1 | Shop</title></head><body>Robot check-list</body></html>',
    ],
    [
      'a page that names Cloudflare in its text',
      '<html><head><title>Aide</title></head><body>Notre site est protégé par Cloudflare.</body></html>',
    ],
    [
      'a JSON-LD product page that also shows a captcha widget (a review form)',
      '<html><head><title>Just a moment...</title><script type="application/ld+json">{"@type":"Product","name":"Doudou"}</script></head><body><div id="px-captcha"></div></body></html>',
    ],
  ])('%s is not a wall', (_what, html) => {
    expect(readProductPage(html, 'https://shop.example/p').wall).toBeNull();
  });
});
