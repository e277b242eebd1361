/**
 * What an endpoint may subscribe to (docs/api.md#webhooks). `ping` is the test event the owner
 * sends by hand: every endpoint receives it, none subscribes to it.
 */
export const PING = 'ping';

/**
 * Each event by its GraphQL name (the schema's enum WebhookEventType: an enum value cannot hold a
 * dot), the test event included. REST and the payloads use the dotted names.
 */
export const WEBHOOK_EVENT_TYPES = {
  reservationCreated: 'reservation.created',
  reservationCancelled: 'reservation.cancelled',
  pledgeCreated: 'pledge.created',
  answerCreated: 'answer.created',
  birthRecorded: 'birth.recorded',
  ping: PING,
} as const;

export type WebhookEvent = Exclude<(typeof WEBHOOK_EVENT_TYPES)[keyof typeof WEBHOOK_EVENT_TYPES], typeof PING>;

/** The events an endpoint may subscribe to, in the order the forms list them. */
export const WEBHOOK_EVENTS: WebhookEvent[] = Object.values(WEBHOOK_EVENT_TYPES).filter((e): e is WebhookEvent => e !== PING);

/** What each event's `data` carries: the page and item concerned, and only what their owner sees on the page. */
export interface WebhookEventData {
  'reservation.created': ReservationData & { quantity: number };
  'pledge.created': ReservationData & { amount: number };
  'reservation.cancelled': { wishlistId: string; itemId: string; reservationId: string; cancelledBy: 'owner' | 'guest' };
  'answer.created': { predictionId: string; answerId: string; userName: string };
  'birth.recorded': { predictionId: string; birthDate: string; wishlistId: string | null; timelineId: string | null };
}

/** A reservation as its list's owner sees it: the guest's name unless they chose anonymity, and their message; never the e-mail. */
interface ReservationData {
  wishlistId: string;
  itemId: string;
  reservationId: string;
  itemTitle: string;
  name: string | null;
  message: string | null;
  isAnonymous: boolean;
}
