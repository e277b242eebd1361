import type { WebhookEventType } from '@cigogne/graphql/webhooks';
import type { ShellMessageId } from '../../i18n/fr';

/** The label of each event the schema's WebhookEventType lists: an event the gateway adds fails the typecheck until it has one. */
const EVENT_LABEL: Record<WebhookEventType, ShellMessageId> = {
  reservationCreated: 'shell.webhooks.event.reservation.created',
  reservationCancelled: 'shell.webhooks.event.reservation.cancelled',
  pledgeCreated: 'shell.webhooks.event.pledge.created',
  answerCreated: 'shell.webhooks.event.answer.created',
  birthRecorded: 'shell.webhooks.event.birth.recorded',
  ping: 'shell.webhooks.event.ping',
};

/** The events an endpoint may subscribe to, in the order the form lists them (`ping` is the test event). */
export const WEBHOOK_EVENTS = (Object.keys(EVENT_LABEL) as WebhookEventType[]).filter((e) => e !== 'ping');

export const eventLabel = (type: WebhookEventType): ShellMessageId => EVENT_LABEL[type];

export const statusLabel = (status: string) => `shell.webhooks.status.${status}` as ShellMessageId;

/** Why an attempt got no answer (`lastError`), or its HTTP status. */
export const answerLabel = (d: { lastStatusCode?: number | null; lastError?: string | null }, t: (id: ShellMessageId) => string) =>
  d.lastStatusCode != null ? String(d.lastStatusCode) : d.lastError ? t(`shell.webhooks.reason.${d.lastError}` as ShellMessageId) : '—';
