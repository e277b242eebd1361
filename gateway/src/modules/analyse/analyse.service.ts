import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { requireUser } from '../auth/index.js';
import { parseInput } from '../../common/validation.js';
import type { Config } from '../../config.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { AnalyseInput } from './dto/analyse.inputs.js';
import { PageFetcher, pageError, parsePageUrl } from './page-fetcher.js';
import type { ProductDetails } from './product-details.js';
import { MetadataReader } from './metadata-reader.js';

/**
 * POST /analyse: reads title, price and image from a product page the signed-in user points at. A
 * captcha or anti-bot challenge instead of the page is 422 `validation.pageBlocked`, so the dialog
 * can say so and go on by hand (docs/product.md#items-from-any-shop).
 */
export class AnalyseService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly config: Config,
    private readonly log: Logger,
    private readonly fetcher = new PageFetcher({ allowPrivate: config.analyseAllowPrivate }),
    private readonly reader = new MetadataReader(log),
  ) {}

  async analyse(userId: string | undefined, body: unknown): Promise<ProductDetails> {
    const user = await requireUser(this.em, userId);
    const input = await parseInput(AnalyseInput, body);
    // a bad scheme is refused before it costs the user a hit or makes any request
    parsePageUrl(input.url);
    // each call makes outgoing requests: counted per user whatever its outcome
    const { perUser, windowSeconds } = this.config.analyseLimit;
    await this.limiter.hit({ key: `analyse:user:${user.id}`, limit: perUser, windowSeconds });
    const page = await this.fetcher.fetch(input.url);
    const { metadata, wall } = await this.reader.read(page.html, page.url);
    if (wall) {
      // the host only: a shop's address says nothing of the user, its query string might
      this.log.info({ host: new URL(page.url).host, wall }, 'product page behind an anti-bot wall');
      throw pageError('validation.pageBlocked');
    }
    if (page.status >= 400) throw pageError('validation.pageUnreachable');
    return metadata;
  }

  /** Shutdown: ends the metadata worker. */
  close(): Promise<void> {
    return this.reader.close();
  }
}
