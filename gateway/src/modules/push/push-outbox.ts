import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../auth/index.js';
import { PUSH_KINDS, type PushKind } from './push-kinds.js';

/** The queue task that makes one push attempt to one device (push-sender.ts). */
export const PUSH_TASK = 'push_send';
/** graphile-worker's backoff (e^n s) over these attempts spreads the retries over about an hour and a half. */
export const PUSH_QUEUE_MAX_ATTEMPTS = 8;

/** What a device shows: the notification's title and text, and the page its tap opens. */
export interface PushMessage {
  title: string;
  body: string;
}

/** What one queued push carries: the device's subscription and the message in its owner's language. */
export interface PushJob extends PushMessage {
  id: string;
  url: string;
}

export interface PushEvent {
  kind: PushKind;
  /** The page's owner: told, with the page's co-owners and co-parents when `pageId` is given. */
  ownerId: string;
  pageId: string | null;
  /** Someone not told although they co-own the page (the one who just accepted an invitation). */
  except?: string;
  /** The page the event is about, under /app/: the notification's tap opens it. */
  url: string;
  messages: Record<Language, PushMessage>;
}

/**
 * Queues the event for every device of the page's owners (page_co_owner_ids: co-owners and
 * co-parents, the ownership rule's view) that has its kind on, in each person's language, on the
 * transaction of `em` (the change's): one job per device, in one statement, so a push exists if and
 * only if its change committed (the mail outbox's rule).
 */
export async function queuePush(em: EntityManager, event: PushEvent): Promise<void> {
  const { fr, en } = event.messages;
  await em.getConnection().execute(
    `select graphile_worker.add_job(?, json_build_object('id', s.id,
              'title', case when u.language = 'en' then ?::text else ?::text end,
              'body', case when u.language = 'en' then ?::text else ?::text end,
              'url', ?::text), max_attempts => ?)
       from push_subscriptions s join users u on u.id = s.user_id
      where s.${PUSH_KINDS[event.kind]}
        and s.user_id in (select ?::uuid union select user_id from page_co_owner_ids where page_id = ?::uuid)
        and s.user_id is distinct from ?::uuid`,
    [
      PUSH_TASK,
      en.title,
      fr.title,
      en.body,
      fr.body,
      event.url,
      PUSH_QUEUE_MAX_ATTEMPTS,
      event.ownerId,
      event.pageId,
      event.except ?? null,
    ],
    'all',
    em.getTransactionContext(),
  );
}
