import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { invalidForm, notFound } from '../../common/errors.js';
import { assertId, limitReached, requireUserId } from '../../common/guards.js';
import { withLock } from '../../common/locks.js';
import { parseInput } from '../../common/validation.js';
import type { PushConfig } from '../../config/push.js';
import { deviceOf } from '../auth/index.js';
import { PushKindsInput, PushSubscriptionInput } from './dto/push.inputs.js';
import { ALL_KINDS_ON, PUSH_KINDS, PUSH_KIND_NAMES, type PushKind } from './push-kinds.js';
import type { CreatedPushSubscription, PushSubscriptionView } from './push.types.js';
import { PushSubscription } from './push-subscription.entity.js';

/** Devices one account may subscribe; a new one past it is refused (the account page lists them to remove). */
export const PUSH_SUBSCRIPTIONS_PER_USER = 20;

interface Row {
  id: string;
  endpoint: string;
  user_agent: string | null;
  created_at: Date;
  notify_reservations: boolean;
  notify_answers: boolean;
  notify_co_parents: boolean;
}

const COLUMNS = `id, endpoint, user_agent, created_at, ${Object.values(PUSH_KINDS).join(', ')}`;

const viewOf = (r: Row): PushSubscriptionView => ({
  id: r.id,
  endpoint: r.endpoint,
  device: deviceOf(r.user_agent),
  createdAt: new Date(r.created_at),
  kinds: Object.fromEntries(PUSH_KIND_NAMES.map((k) => [k, r[PUSH_KINDS[k]]])) as Record<PushKind, boolean>,
});

/**
 * The signed-in account's devices for Web Push (docs/product.md#push-notifications): one row per
 * endpoint (a unique constraint; subscribing again updates it, and moves it to whoever subscribed
 * last on that browser), PUSH_SUBSCRIPTIONS_PER_USER per account counted under a lock per account.
 */
export class PushService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: PushConfig,
  ) {}

  publicKey(userId: string | undefined): { publicKey: string } {
    requireUserId(userId);
    return { publicKey: this.config.publicKey };
  }

  async subscribe(userId: string | undefined, body: unknown, userAgent: string | undefined): Promise<CreatedPushSubscription> {
    const ownerId = requireUserId(userId);
    const input = await parseInput(PushSubscriptionInput, body);
    const endpoint = this.checkedEndpoint(input.endpoint);
    const kinds = { ...ALL_KINDS_ON, ...input.kinds };
    return withLock(this.em, 'push.subscribe', ownerId, async (em) => {
      const connection = em.getConnection();
      const ctx = em.getTransactionContext();
      const [{ others }] = await connection.execute<{ others: number }[]>(
        `select count(*)::int as others from push_subscriptions where user_id = ? and endpoint <> ?`,
        [ownerId, endpoint],
        'all',
        ctx,
      );
      if (others >= PUSH_SUBSCRIPTIONS_PER_USER) throw limitReached();
      // the endpoint is unique: a second subscription of one browser (or two at once) updates its row
      const [row] = await connection.execute<{ id: string }[]>(
        `insert into push_subscriptions (id, created_at, user_id, endpoint, p256dh, auth, user_agent, ${Object.values(PUSH_KINDS).join(', ')})
         values (?, now(), ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
           user_agent = excluded.user_agent, ${Object.values(PUSH_KINDS)
             .map((c) => `${c} = excluded.${c}`)
             .join(', ')}
         returning id`,
        [
          randomUUID(),
          ownerId,
          endpoint,
          input.keys.p256dh,
          input.keys.auth,
          userAgent?.slice(0, 300) ?? null,
          ...PUSH_KIND_NAMES.map((k) => kinds[k]),
        ],
        'all',
        ctx,
      );
      return { id: row.id };
    });
  }

  /** https only (http with PUSH_ALLOW_PRIVATE, for tests); the address it resolves to is checked at each push. */
  private checkedEndpoint(raw: string): string {
    const url = new URL(raw.trim());
    const schemes = this.config.allowPrivate ? ['https:', 'http:'] : ['https:'];
    if (!schemes.includes(url.protocol) || url.username || url.password)
      throw invalidForm([{ path: 'endpoint', message: 'validation.url' }]);
    return url.toString();
  }

  /** The account's devices, oldest first. */
  async list(userId: string | undefined): Promise<PushSubscriptionView[]> {
    const ownerId = requireUserId(userId);
    const rows = await this.em
      .getConnection()
      .execute<Row[]>(`select ${COLUMNS} from push_subscriptions where user_id = ? order by created_at, id`, [ownerId]);
    return rows.map(viewOf);
  }

  /** Turns kinds on or off on one of the account's devices; someone else's answers 404 like a missing one. */
  async update(userId: string | undefined, id: string, body: unknown): Promise<PushSubscriptionView> {
    const ownerId = requireUserId(userId);
    assertId(id);
    const input = await parseInput(PushKindsInput, body, { partial: true });
    const changes = PUSH_KIND_NAMES.filter((k) => typeof input[k] === 'boolean');
    const set = changes.length ? changes.map((k) => `${PUSH_KINDS[k]} = ?`).join(', ') : 'id = id';
    const [row] = await this.em
      .getConnection()
      .execute<Row[]>(`update push_subscriptions set ${set} where id = ? and user_id = ? returning ${COLUMNS}`, [
        ...changes.map((k) => input[k]),
        id,
        ownerId,
      ]);
    if (!row) throw notFound();
    return viewOf(row);
  }

  async delete(userId: string | undefined, id: string): Promise<void> {
    const ownerId = requireUserId(userId);
    assertId(id);
    if (!(await this.em.nativeDelete(PushSubscription, { id, user: ownerId }))) throw notFound();
  }
}
