import type { EntityManager } from '@mikro-orm/postgresql';
import { parsePage, type Page } from '../../common/pagination.js';
import { AdminMailsService, type MailService } from '../mail/index.js';
import type { AdminList, AnyModule } from '../module.js';
import type { AdminUserRow, UserSort } from '../auth/index.js';
import type { AdminWishlistRow } from '../wishlists/index.js';
import type { AdminPredictionRow } from '../predictions/index.js';
import type { AdminErrorLogRow } from '../error-log/index.js';
import type { AdminContactRow } from '../contact/index.js';
import { AdminGuard } from './admin.guard.js';

type Query = Record<string, unknown>;

/**
 * The operators' read model: every list of the admin area, one page at a time. Each list is the
 * module's that owns its rows (its descriptor's `adminLists`); this service reads the page asked
 * for and hands it over. The caller has passed AdminGuard.
 */
export class AdminService {
  /** The one admin check, used by the REST router and the GraphQL middleware. */
  readonly guard: AdminGuard;
  /** The mails screen: the outbox and the retry of a failed mail. */
  readonly mails: AdminMailsService;
  private readonly lists: Record<string, AdminList>;

  constructor(
    private readonly em: EntityManager,
    mail: MailService,
    modules: readonly AnyModule[],
  ) {
    this.guard = new AdminGuard(em);
    this.mails = new AdminMailsService(em, mail);
    this.lists = Object.assign({}, ...modules.map((m) => m.adminLists ?? {}));
  }

  private async list<Row, More = object>(name: string, query: Query): Promise<Page<Row> & More> {
    const list = this.lists[name];
    if (!list) throw new Error(`no module lists ${name} for the admin area`);
    const { page, pageSize, offset } = parsePage(query);
    const rows = await list(this.em, { pageSize, offset }, query);
    return { ...rows, page, pageSize } as unknown as Page<Row> & More;
  }

  /** Newest first by registration or by last login; users who never logged in sort last. */
  users(query: Query) {
    return this.list<AdminUserRow, { sort: UserSort }>('users', query);
  }

  /** Newest first, with item and reserved counts aggregated for the page's lists only. */
  wishlists(query: Query) {
    return this.list<AdminWishlistRow>('wishlists', query);
  }

  /** Newest first, with the answer count and the co-owners' count. */
  predictions(query: Query) {
    return this.list<AdminPredictionRow>('predictions', query);
  }

  /** Newest first, optionally of one status; `statuses` are every status seen, ascending, for the filter buttons. */
  errorLogs(query: Query) {
    return this.list<AdminErrorLogRow, { statuses: number[]; status: number | null }>('errorLogs', query);
  }

  /** Newest first. */
  contacts(query: Query) {
    return this.list<AdminContactRow>('contacts', query);
  }
}
