import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BASE } from './browser';

/**
 * A shop on 127.0.0.1 with product pages in the shapes French shops publish (JSON-LD Product, Open
 * Graph with a French price), for the add-item dialog's "fetch the details". The gateway reaches a
 * private address only because the e2e server runs with ANALYSE_ALLOW_PRIVATE (playwright.config.ts).
 * Product photos are cover thumbnails read from the product itself: real JPEGs, nothing downloaded.
 */
export async function startShop(): Promise<{ origin: string; close: () => Promise<void> }> {
  const photo = Buffer.from(await (await fetch(`${BASE}/covers/thumbs/bedroom_02.jpg`)).arrayBuffer());
  let origin = '';
  const pages: Record<string, () => string> = {
    '/produit/gigoteuse': () => `<!doctype html><html><head><title>Gigoteuse | Boutique Bébé</title>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Gigoteuse naissance 0-6 mois",
        "image":"${origin}/media/gigoteuse.jpg","offers":{"@type":"Offer","price":"39.90","priceCurrency":"EUR"}}</script>
      </head><body><h1>Gigoteuse</h1></body></html>`,
    '/rayon/poussette': () => `<html><head><title>Poussette trio</title>
      <meta property="og:title" content="Poussette trio Confort+">
      <meta property="og:image" content="${origin}/media/poussette.jpg">
      <meta property="product:price:amount" content="1 299,00">
      <meta property="product:price:currency" content="EUR">
      </head><body>Livraison offerte</body></html>`,
    // what Amazon answers a robot instead of a product (gateway/src/modules/analyse/__tests__/shops/amazon-robot-check.html)
    '/dp/robot-check': () => `<!doctype html><html lang="fr"><head><title>Amazon.fr</title></head><body>
      <h4>Saisissez les caractères que vous voyez ci-dessous</h4>
      <p>Désolés, nous devons nous assurer que vous n’êtes pas un robot.</p>
      <form method="get" action="/errors/validateCaptcha"><input name="field-keywords"><button>Continuer les achats</button></form>
      </body></html>`,
  };
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path.startsWith('/media/')) {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'access-control-allow-origin': '*' });
      res.end(photo);
    } else if (pages[path]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(pages[path]());
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
