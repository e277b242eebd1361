import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { assertId, limitReached, requireUserId } from '../../common/guards.js';
import { notFound } from '../../common/errors.js';
import { withLock } from '../../common/locks.js';
import { parseInput } from '../../common/validation.js';
import { nativePool } from '../../db/native-pool.js';
import { readWithUser, type UserView } from '../auth/index.js';
import { API_TOKEN_SCOPES, CreateApiTokenInput, type ApiTokenScope } from './dto/api-token.inputs.js';

/** What every personal access token starts with: recognisable in a log line or a leaked file. */
export const API_TOKEN_PREFIX = 'cg_pat_';
/** last_used_at is written at most this often per token: a write per request would cost more than the read. */
const LAST_USED_EVERY_MS = 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** A token as the account page lists it: never its secret nor its hash. */
export interface ApiTokenView {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date;
}

/** Who a personal access token speaks for, and what it may do. */
export interface TokenIdentity {
  userId: string;
  user: UserView;
  token: { id: string; scopes: ApiTokenScope[] };
}

interface TokenRow {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date;
}

const VIEW_COLUMNS = 'id, name, scopes, created_at, last_used_at, expires_at';

const viewOf = (row: TokenRow): ApiTokenView => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  createdAt: new Date(row.created_at),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
  expiresAt: new Date(row.expires_at),
});

/** sha256 of a secret of 32 random bytes: no salt or slow hash is needed to keep it out of reach. */
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Personal access tokens (docs/api.md#tokens): minted, listed and revoked by a signed-in session,
 * and checked on every request that carries one by one indexed read of the database (no cache in
 * the process), so a revocation holds at once on every replica.
 */
export class ApiTokenService {
  constructor(
    private readonly em: EntityManager,
    private readonly limitPerUser: number,
  ) {}

  /** A new token: its secret is in this answer only. 422 past the per-account limit (live tokens). */
  async create(userId: string | undefined, body: unknown): Promise<ApiTokenView & { token: string }> {
    const id = requireUserId(userId);
    const input = await parseInput(CreateApiTokenInput, body);
    const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const scopes = distinctScopes(input.scopes);
    // one account's creations one after the other: the count and the insert decided together
    const row = await withLock(this.em, 'api-tokens', id, async (tx) => {
      const context = tx.getTransactionContext();
      const connection = tx.getConnection();
      const [{ count }]: { count: string }[] = await connection.execute(
        `select count(*) from api_tokens where user_id = ? and expires_at > now()`,
        [id],
        'all',
        context,
      );
      if (Number(count) >= this.limitPerUser) throw limitReached();
      const [inserted]: TokenRow[] = await connection.execute(
        `insert into api_tokens (id, created_at, user_id, name, scopes, token_hash, expires_at)
         values (gen_random_uuid(), now(), ?, ?, ?::text[], ?, ?) returning ${VIEW_COLUMNS}`,
        [id, input.name, `{${scopes.join(',')}}`, hashOf(secret), new Date(Date.now() + input.expiresInDays * DAY_MS)],
        'all',
        context,
      );
      return inserted;
    });
    return { ...viewOf(row), token: secret };
  }

  /** The account's tokens, expired ones included (until the purge), the newest first. */
  async list(userId: string | undefined): Promise<ApiTokenView[]> {
    const rows: TokenRow[] = await this.em
      .getConnection()
      .execute(`select ${VIEW_COLUMNS} from api_tokens where user_id = ? order by created_at desc, id`, [requireUserId(userId)]);
    return rows.map(viewOf);
  }

  /** Revokes one of the account's tokens: its row is gone, so the next request carrying it is refused everywhere. */
  async revoke(userId: string | undefined, tokenId: string): Promise<void> {
    const owner = requireUserId(userId);
    assertId(tokenId);
    const deleted: unknown[] = await this.em
      .getConnection()
      .execute(`delete from api_tokens where id = ? and user_id = ? returning id`, [tokenId, owner]);
    if (!deleted.length) throw notFound();
  }

  /** The identity of a `cg_pat_` bearer token; undefined when unknown, revoked or expired. */
  async identify(secret: string): Promise<TokenIdentity | undefined> {
    if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > 200) return undefined;
    const pool = await nativePool(this.em);
    const found = await readWithUser<{ token_id: string; scopes: ApiTokenScope[]; last_used_at: Date | null }>(
      pool,
      `select t.id as token_id, t.scopes, t.last_used_at, {user}
       from api_tokens t join users u on u.id = t.user_id where t.token_hash = $1 and t.expires_at > now()`,
      [hashOf(secret)],
    );
    if (!found) return undefined;
    const { row, user } = found;
    if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > LAST_USED_EVERY_MS) {
      // not awaited: the answer does not depend on it, and a lost update only delays "last used"
      pool.query(`update api_tokens set last_used_at = now() where id = $1`, [row.token_id]).catch(() => undefined);
    }
    return { userId: row.id, user, token: { id: row.token_id, scopes: row.scopes } };
  }
}

/** Scopes without repeats, in a stable order. */
function distinctScopes(scopes: ApiTokenScope[]): ApiTokenScope[] {
  return API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope));
}
