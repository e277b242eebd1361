import got, { type RequestError } from 'got';
import type { LookupFunction } from 'node:net';
import { DomainError } from '../../common/errors.js';
import { refusedByFilter, ssrfSafeAgents } from '../../common/ssrf-agent.js';
import type { ValidationMessage } from '../../common/messages.js';

export interface PageFetcherOptions {
  /** Lets loopback, private and link-local addresses through (ANALYSE_ALLOW_PRIVATE, tests only). */
  allowPrivate?: boolean;
  /** Single addresses or CIDRs let through although private (tests: the local shop server only). */
  allowAddresses?: string[];
  /** Name resolution (tests: a public-looking name that resolves to a chosen address). */
  lookup?: LookupFunction;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface FetchedPage {
  html: string;
  /** The address after redirects: relative image URLs resolve against it. */
  url: string;
  /** 200, or the status of a refusal whose page may be an anti-bot challenge (WALL_STATUSES). */
  status: number;
}

const MAX_REDIRECTS = 3;
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;
/**
 * Refusals whose page is read all the same: anti-bot services answer 403 (Cloudflare, DataDome,
 * PerimeterX), 429 or 503 (Cloudflare, Amazon's robot check) with their challenge, which the
 * reader recognises (bot-wall.ts). Any other failing status is unreachable without reading on.
 */
const WALL_STATUSES = new Set([403, 429, 503]);

/** A 422 on `url` with why the page could not be read: the frontends show it under the URL field. */
export const pageError = (message: ValidationMessage) => new DomainError('invalidForm', 422, [{ path: 'url', message }]);

function toPageError(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  if (refusedByFilter(err)) return pageError('validation.pageRefused');
  const code = (err as RequestError | undefined)?.code;
  if (code === 'ETIMEDOUT') return pageError('validation.pageTimeout');
  if (code === 'ERR_TOO_MANY_REDIRECTS') return pageError('validation.pageTooManyRedirects');
  // a redirect to file:, ftp:... (got refuses to follow it)
  if (/Unsupported protocol/i.test(String((err as Error | undefined)?.message))) return pageError('validation.pageRefused');
  return pageError('validation.pageUnreachable');
}

/** Only http and https addresses are fetched; anything else is refused before any request. */
export function parsePageUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DomainError('invalidForm', 422, [{ path: 'url', message: 'validation.url' }]);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DomainError('invalidForm', 422, [{ path: 'url', message: 'validation.url' }]);
  }
  return url;
}

/**
 * Fetches a web page for the product reader, SSRF-safe: every connection (the first and each of
 * at most 3 redirects) goes through the agents of common/ssrf-agent.ts, which refuse private,
 * loopback and link-local addresses as the name resolves at connect time.
 * Bounded by a timeout and a size cap; only HTML is read.
 */
export class PageFetcher {
  private readonly agent;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;

  constructor(private readonly options: PageFetcherOptions = {}) {
    this.agent = ssrfSafeAgents(options);
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  }

  async fetch(raw: string): Promise<FetchedPage> {
    const url = parsePageUrl(raw);
    try {
      const stream = got.stream(url, {
        agent: this.agent,
        dnsLookup: this.options.lookup,
        maxRedirects: MAX_REDIRECTS,
        timeout: { request: this.timeoutMs },
        retry: { limit: 0 },
        // a refusal's page is looked at (an anti-bot challenge), then judged below
        throwHttpErrors: false,
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; Cigogne/1.0; +wishlist product reader)',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8',
        },
      });
      try {
        const response = await new Promise<{
          statusCode: number;
          headers: Record<string, string | string[] | undefined>;
          url: string;
        }>((resolve, reject) => {
          stream.once('response', resolve);
          stream.once('error', reject);
        });
        const type = String(response.headers['content-type'] ?? '');
        const refused = response.statusCode >= 400;
        if (refused && !(WALL_STATUSES.has(response.statusCode) && HTML_TYPES.test(type))) throw pageError('validation.pageUnreachable');
        if (!HTML_TYPES.test(type)) throw pageError('validation.pageNotHtml');
        if (Number(response.headers['content-length']) > this.maxBytes) throw pageError('validation.pageTooLarge');
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          // a missing or false Content-Length is no protection: count what arrives
          if (size > this.maxBytes) throw pageError('validation.pageTooLarge');
          chunks.push(chunk);
        }
        return { html: decode(Buffer.concat(chunks), type), url: response.url, status: response.statusCode };
      } finally {
        stream.destroy();
      }
    } catch (err) {
      throw toPageError(err);
    }
  }
}

/** The body as text in the charset the server declared (French shops still serve ISO-8859-1). */
function decode(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
