import type { EntityManager } from '@mikro-orm/postgresql';
import { isUUID } from 'class-validator';
import { UAParser } from 'ua-parser-js';
import { unauthorized } from '../../common/errors.js';
import { requireUserId } from '../../common/guards.js';
import { nativePool } from '../../db/native-pool.js';
import { TokenService } from './token.service.js';
import { turnLoader } from '../../common/turn-loader.js';
import { readAllWithUser, type UserView, type UserViewRow } from './user.view.js';

/** last_seen_at is written at most this often per session: a write per request would cost more than the read. */
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** Who a request comes from: the token's user and session, and the user as `me` answers it. */
export interface Identity {
  userId: string;
  sessionId: string;
  user: UserView;
}

/** A session as the account page lists it. */
export interface SessionView {
  id: string;
  /** Browser and system read from the User-Agent ("Firefox, Windows"); null when it names neither. */
  device: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** "Browser, system" read from a User-Agent (sessions, push devices). */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const parts = [browser.name, os.name ?? device.model].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/**
 * Server-side sessions: a token is valid only while its row in `sessions` exists, checked on every
 * request against the database (shared by every replica), so ending a session takes effect at
 * once everywhere. Nothing about a session's validity is cached in the process.
 */
export class SessionService {
  /** The sessions asked in one turn, with their users, in one statement (a crowd of signed-in requests). */
  readonly #sessions = turnLoader((ids: readonly string[]) => this.#read(ids));

  constructor(
    private readonly em: EntityManager,
    readonly tokens: TokenService,
  ) {}

  /** Opens a session for the user and returns its token; `em` joins a caller's transaction. */
  async open(userId: string, userAgent: string | undefined, em: EntityManager = this.em): Promise<string> {
    const [row]: { id: string }[] = await em
      .getConnection()
      .execute(
        `insert into sessions (id, created_at, user_id, user_agent, last_seen_at, expires_at) values (gen_random_uuid(), now(), ?, ?, now(), ?) returning id`,
        [userId, userAgent?.slice(0, 300) || null, this.tokens.expiresAt()],
        'all',
        em.getTransactionContext(),
      );
    return this.tokens.sign(userId, row.id);
  }

  /**
   * The identity of a bearer token: its signature (remembered per process), then a primary-key read
   * of the session joined to its user (the same row `me` answers with), one statement for the
   * requests of a turn. Undefined when the token is bad or expired, or its session was ended, or
   * its user deleted.
   */
  async identify(token: string | undefined): Promise<Identity | undefined> {
    const claims = this.tokens.verify(token);
    // tokens are ours, but ids that are not uuids must not reach PostgreSQL as uuids
    if (!claims || !isUUID(claims.sessionId, 'all') || !isUUID(claims.userId, 'all')) return undefined;
    const found = await this.#sessions.load(claims.sessionId);
    if (!found || found.user.id !== claims.userId) return undefined;
    if (Date.now() - new Date(found.row.last_seen_at).getTime() > LAST_SEEN_EVERY_MS) {
      // not awaited: the answer does not depend on it, and a lost update only delays "last seen"
      const pool = await nativePool(this.em);
      pool.query(`update sessions set last_seen_at = now() where id = $1`, [claims.sessionId]).catch(() => undefined);
    }
    return { userId: claims.userId, sessionId: claims.sessionId, user: found.user };
  }

  async #read(ids: readonly string[]): Promise<Map<string, { row: { last_seen_at: Date } & UserViewRow; user: UserView }>> {
    const found = await readAllWithUser<{ session_id: string; last_seen_at: Date }>(
      await nativePool(this.em),
      `select s.id as session_id, s.last_seen_at, {user} from sessions s join users u on u.id = s.user_id where s.id = any($1::uuid[])`,
      [ids],
    );
    return new Map(found.map((f) => [f.row.session_id, f]));
  }

  /** A new token for the same session (after a password change): the session lives on, with a new expiry. */
  async renew(userId: string, sessionId: string): Promise<string> {
    await this.em.getConnection().execute(`update sessions set expires_at = ? where id = ?`, [this.tokens.expiresAt(), sessionId]);
    return this.tokens.sign(userId, sessionId);
  }

  /** Logout: ends the session of the token. */
  async end(userId: string | undefined, sessionId: string | undefined): Promise<void> {
    requireUserId(userId);
    if (!sessionId) throw unauthorized();
    await this.em.getConnection().execute(`delete from sessions where id = ? and user_id = ?`, [sessionId, userId]);
  }

  /** "End all other sessions" on the account page: every session of the signed-in user but this one; how many ended. */
  endOthersOf(userId: string | undefined, sessionId: string | undefined): Promise<number> {
    requireUserId(userId);
    if (!sessionId) throw unauthorized();
    return this.endOthers(userId!, sessionId);
  }

  /** Ends every session of the user but `keep`; returns how many ended. */
  async endOthers(userId: string, keep: string, em: EntityManager = this.em): Promise<number> {
    const ended: unknown[] = await em
      .getConnection()
      .execute(`delete from sessions where user_id = ? and id <> ? returning id`, [userId, keep], 'all', em.getTransactionContext());
    return ended.length;
  }

  /** Ends every session of the user (password reset). */
  async endAll(userId: string, em: EntityManager = this.em): Promise<void> {
    await em.getConnection().execute(`delete from sessions where user_id = ?`, [userId], 'run', em.getTransactionContext());
  }

  /** The user's open sessions, the most recently seen first. */
  async list(userId: string | undefined, currentSessionId: string | undefined): Promise<SessionView[]> {
    requireUserId(userId);
    const rows: { id: string; user_agent: string | null; created_at: string | Date; last_seen_at: string | Date }[] = await this.em
      .getConnection()
      .execute(
        `select id, user_agent, created_at, last_seen_at from sessions where user_id = ? and expires_at > now() order by last_seen_at desc, created_at desc`,
        [userId],
      );
    return rows.map((row) => ({
      id: row.id,
      device: deviceOf(row.user_agent),
      createdAt: new Date(row.created_at),
      lastSeenAt: new Date(row.last_seen_at),
      current: row.id === currentSessionId,
    }));
  }
}
