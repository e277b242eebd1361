/**
 * What an endpoint may subscribe to (docs/api.md#webhooks). `ping` is the test event the owner
 * sends by hand: every endpoint receives it, none subscribes to it.
 */
export const WEBHOOK_EVENTS = [
  'reservation.created',
  'reservation.cancelled',
  'pledge.created',
  'answer.created',
  'birth.recorded',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const PING = 'ping';

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
