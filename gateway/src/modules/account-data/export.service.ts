import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireUserId } from '../../common/guards.js';
import { unauthorized } from '../../common/errors.js';
import type { PhotoUrls } from '../photos/index.js';
import { USER_VIEW_COLUMNS, userViewOfRow, type UserViewRow } from '../auth/index.js';

type Row = Record<string, unknown>;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A row with camelCase keys, without the columns that only link it to its parent. */
function view(row: Row, drop: string[] = []): Row {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => !drop.includes(k))
      .map(([k, v]) => [camel(k), v]),
  );
}

function groupBy(rows: Row[], key: string): Map<unknown, Row[]> {
  const groups = new Map<unknown, Row[]>();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return groups;
}

// Reservations are listed column by column: never the guest's e-mail nor the cancel token's hash
// (answers drop theirs when listed below).
const QUERIES = {
  predictions: `select * from predictions where owner_id = ? order by created_at, id`,
  answers: `select a.* from prediction_answers a join predictions p on p.id = a.prediction_id
             where p.owner_id = ? order by a.created_at, a.id`,
  wishlists: `select * from wishlists where owner_id = ? order by created_at, id`,
  items: `select i.* from wishlist_items i join wishlists w on w.id = i.wishlist_id
           where w.owner_id = ? order by i.created_at, i.id`,
  reservations: `select r.id, r.item_id, r.name, r.is_anonymous, r.message, r.quantity, r.amount_cents, r.created_at, r.thanked_at,
                         r.thank_note, r.thank_note_at
                  from reservations r join wishlist_items i on i.id = r.item_id join wishlists w on w.id = i.wishlist_id
                  where w.owner_id = ? order by r.created_at, r.id`,
  timelines: `select * from timelines where owner_id = ? order by created_at, id`,
  events: `select e.* from timeline_events e join timelines t on t.id = e.timeline_id
            where t.owner_id = ? order by e.date, e.created_at, e.id`,
  photos: `select p.id, p.event_id, p.width, p.height, p.created_at from photos p join timeline_events e on e.id = p.event_id
            join timelines t on t.id = e.timeline_id where t.owner_id = ? order by p.created_at, p.id`,
  // docs/product.md#co-owners: the pages shared with them, and the invitations they sent (never a token's hash)
  coOwnerships: `select kind, page_id, created_at from page_co_owners where user_id = ? order by created_at, id`,
  // docs/product.md#co-parents: whose co-parent they are and who is theirs
  coParents: `select id, owner_id, user_id, created_at from co_parents where ? in (owner_id, user_id) order by created_at, id`,
  invitations: `select id, kind, page_id, email, created_at, expires_at, accepted_at from page_invitations
                 where inviter_id = ? order by created_at, id`,
  // never the signing secret, not even encrypted
  webhooks: `select id, url, events, enabled, created_at, disabled_at from webhook_endpoints where owner_id = ? order by created_at, id`,
  contactRequests: `select id, name, email, phone, subject, message, status, answer, replied_at, created_at
                     from contact_requests where user_id = ? order by created_at, id`,
  // the personal access tokens, never their hash
  apiTokens: `select id, name, scopes, created_at, last_used_at, expires_at from api_tokens where user_id = ? order by created_at, id`,
} as const;

/**
 * GET /auth/me/export: everything an account owns, as one document (the GDPR's right of access and
 * portability). One query per table, whatever the number of rows, all in one snapshot.
 */
export class ExportService {
  constructor(
    private readonly em: EntityManager,
    private readonly photoUrls: PhotoUrls,
  ) {}

  async exportData(userId: string | undefined) {
    const id = requireUserId(userId);
    return this.em.transactional(
      async (em) => {
        const run = (sql: string) => em.getConnection().execute<Row[]>(sql, [id], 'all', em.getTransactionContext());
        const users = await run(`select ${USER_VIEW_COLUMNS} from users where id = ?`);
        if (!users.length) throw unauthorized();
        // one after the other: a transaction is one connection
        const [
          predictions,
          answers,
          wishlists,
          items,
          reservations,
          timelines,
          events,
          photos,
          coOwnerships,
          coParents,
          invitations,
          webhooks,
          contactRequests,
          apiTokens,
        ] = [
          await run(QUERIES.predictions),
          await run(QUERIES.answers),
          await run(QUERIES.wishlists),
          await run(QUERIES.items),
          await run(QUERIES.reservations),
          await run(QUERIES.timelines),
          await run(QUERIES.events),
          await run(QUERIES.photos),
          await run(QUERIES.coOwnerships),
          await run(QUERIES.coParents),
          await run(QUERIES.invitations),
          await run(QUERIES.webhooks),
          await run(QUERIES.contactRequests),
          await run(QUERIES.apiTokens),
        ];
        const answersOf = groupBy(answers, 'prediction_id');
        const itemsOf = groupBy(items, 'wishlist_id');
        const reservationsOf = groupBy(reservations, 'item_id');
        const eventsOf = groupBy(events, 'timeline_id');
        const photosOf = groupBy(photos, 'event_id');
        // the files themselves by URLs that work for a day (docs/product.md#privacy)
        const photoView = (p: Row) => ({
          ...this.photoUrls.forExport(p as { id: string; width: number; height: number }),
          createdAt: p.created_at,
        });
        return {
          exportedAt: new Date().toISOString(),
          user: userViewOfRow(users[0] as unknown as UserViewRow),
          predictions: predictions.map((p) => ({
            ...view(p, ['owner_id']),
            // a guest's e-mail (left for the birth announcement) is theirs, not the owner's
            answers: (answersOf.get(p.id) ?? []).map((a) => view(a, ['prediction_id', 'email'])),
          })),
          wishlists: wishlists.map((w) => ({
            ...view(w, ['owner_id']),
            items: (itemsOf.get(w.id) ?? []).map((i) => ({
              ...view(i, ['wishlist_id']),
              // an item takes many reservations (units, pledges): docs/product.md#quantities-and-group-gifts
              reservations: (reservationsOf.get(i.id) ?? []).map((r) => view(r, ['item_id'])),
            })),
          })),
          timelines: timelines.map((t) => ({
            ...view(t, ['owner_id']),
            events: (eventsOf.get(t.id) ?? []).map((e) => ({
              ...view(e, ['timeline_id']),
              photos: (photosOf.get(e.id) ?? []).map(photoView),
            })),
          })),
          coOwnerships: coOwnerships.map((c) => view(c)),
          coParents: coParents.map((c) => view(c)),
          invitations: invitations.map((i) => view(i)),
          webhooks: webhooks.map((w) => view(w)),
          contactRequests: contactRequests.map((c) => view(c)),
          apiTokens: apiTokens.map((t) => view(t)),
        };
      },
      // one snapshot: a list edited meanwhile is exported whole, before or after
      { readOnly: true, isolationLevel: IsolationLevel.REPEATABLE_READ },
    );
  }
}
