import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (req: IncomingMessage, res: ServerResponse, origin: string) => void;

const html = (res: ServerResponse, body: string, type = 'text/html; charset=utf-8') => {
  res.writeHead(200, { 'content-type': type });
  res.end(body);
};
const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(302, { location });
  res.end();
};

/** Product pages in the shapes French shops publish, written for the tests. */
export const PAGES: Record<string, Handler> = {
  '/produit/poussette': (_req, res) =>
    html(
      res,
      `<!doctype html><html><head><title>Poussette | Boutique</title>
      <meta property="og:title" content="Titre Open Graph (moins précis)">
      <meta property="og:image" content="https://cdn.example.fr/og.jpg">
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script>
      <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"Page"},
        {"@type":"Product","name":"Poussette trio Confort+","image":["/media/poussette-1.jpg","/media/poussette-2.jpg"],
         "offers":{"@type":"Offer","price":"1299.00","priceCurrency":"EUR"}}]}</script>
      </head><body><h1>Poussette</h1></body></html>`,
    ),
  '/produit/gigoteuse': (_req, res) =>
    html(
      res,
      `<html><head><title>Gigoteuse</title>
      <meta property="og:title" content="Gigoteuse naissance 0-6 mois">
      <meta property="og:image" content="//static.boutique-bebe.fr/gigoteuse.jpg">
      <meta property="product:price:amount" content="49,90">
      <meta property="product:price:currency" content="EUR">
      </head><body>Livraison offerte dès 60 €</body></html>`,
    ),
  '/rayon/body': (_req, res) =>
    html(
      res,
      `<html><head><title>Body coton bio - Magasin</title></head><body>
      <div itemscope itemtype="https://schema.org/Product">
        <h1 itemprop="name"> Body manches longues
          coton bio </h1>
        <img itemprop="image" src="images/body.jpg" alt="">
        <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
          <span itemprop="price" content="24.99">24,99 €</span><meta itemprop="priceCurrency" content="EUR">
        </div>
      </div></body></html>`,
    ),
  '/lit-bebe': (_req, res) =>
    html(
      res,
      `<html><head><title>  Lit bébé évolutif en chêne
      </title></head><body><p>Prix&nbsp;: <strong>1&#8239;299,00&nbsp;€</strong> au lieu de 1 499,00 €</p></body></html>`,
    ),
  '/latin1': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
    res.end(Buffer.from('<html><head><title>Veilleuse bébé étoile</title></head><body>Prix : 19,90 EUR</body></html>', 'latin1'));
  },
  '/image-douteuse': (_req, res) =>
    html(
      res,
      `<html><head><meta property="og:title" content="Hochet"><meta property="og:image" content="javascript:alert(1)"></head></html>`,
    ),
  '/redirect-1': (_req, res) => redirect(res, '/redirect-2'),
  '/redirect-2': (_req, res) => redirect(res, '/rayon/body'),
  '/loop-1': (_req, res) => redirect(res, '/loop-2'),
  '/loop-2': (_req, res) => redirect(res, '/loop-3'),
  '/loop-3': (_req, res) => redirect(res, '/loop-4'),
  '/loop-4': (_req, res) => redirect(res, '/produit/gigoteuse'),
  '/notice.pdf': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/pdf' });
    res.end('%PDF-1.7');
  },
  '/enorme': (_req, res) => {
    // chunked, no Content-Length: the cap must count what arrives
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = '<p>' + 'x'.repeat(64 * 1024) + '</p>';
    let sent = 0;
    const write = () => {
      while (sent < 64 && !res.destroyed) {
        sent++;
        if (!res.write(chunk)) return void res.once('drain', write);
      }
      res.end();
    };
    write();
  },
  '/enorme-annonce': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
    res.write('<html>');
  },
  '/chiffres': (_req, res) => {
    // hostile: 2 MiB (the download cap) that is one run of digits, the worst case of a price search
    const head = '<html><head><title>Chiffres</title></head><body>';
    const tail = '</body></html>';
    html(res, head + '7'.repeat(2 * 1024 * 1024 - head.length - tail.length) + tail);
  },
  '/imbrique': (_req, res) =>
    // hostile: 26 000 nested elements in 128 KiB; parse5 checks its stack of open elements at each tag (quadratic)
    html(res, '<html><head><title>Imbriqué</title></head><body>' + '<div>'.repeat(26_000) + '12,50 €</body></html>'),
  '/lent': () => {
    /* never answers */
  },
};

/**
 * The saved pages of shops/ at /boutique/<name>, with the status their shop answers them with:
 * anti-bot services refuse with 403 or 503 and their challenge page; Amazon's robot check comes
 * with a 200 as often as not.
 */
const SAVED_PAGES: Record<string, number> = {
  'bebe-jsonld-offers': 200,
  'og-product-meta': 200,
  'microdata-only': 200,
  'amazon-like': 200,
  'organization-breadcrumb-og': 200,
  'jsonld-template-slips': 200,
  'jsonld-broken': 200,
  'swiss-francs': 200,
  'cloudflare-just-a-moment': 403,
  'amazon-robot-check': 200,
  'datadome-captcha': 403,
  'perimeterx-press-hold': 403,
};
for (const [name, status] of Object.entries(SAVED_PAGES)) {
  const body = readFileSync(new URL(`./shops/${name}.html`, import.meta.url));
  PAGES[`/boutique/${name}`] = (_req, res) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  };
}
/** A challenge page served with 503 (Cloudflare under attack mode, Amazon), and an ordinary 403. */
PAGES['/boutique/robot-check-503'] = (_req, res) => {
  res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '10' });
  res.end(readFileSync(new URL('./shops/amazon-robot-check.html', import.meta.url)));
};
PAGES['/boutique/interdit'] = (_req, res) => {
  res.writeHead(403, { 'content-type': 'text/html; charset=utf-8' });
  res.end('<html><head><title>403 Forbidden</title></head><body><h1>Forbidden</h1><p>Prix : 10,00 €</p></body></html>');
};

export interface ShopServer {
  origin: string;
  port: number;
  /** Paths requested so far, in order. */
  hits: string[];
  /** Extra pages (redirects built from the port...). */
  pages: Record<string, Handler>;
  close(): Promise<void>;
}

/** A local shop on 127.0.0.1 and a free port. */
export async function startShop(): Promise<ShopServer> {
  const hits: string[] = [];
  const pages: Record<string, Handler> = { ...PAGES };
  const server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    hits.push(path);
    const page = pages[path];
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<title>Introuvable</title>');
      return;
    }
    page(req, res, origin);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    hits,
    pages,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
