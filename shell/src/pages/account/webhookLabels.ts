import type { ShellMessageId } from '../../i18n/fr';

/** The events an endpoint may subscribe to, in the order the form lists them (the gateway's webhook.events.ts). */
export const WEBHOOK_EVENTS = [
  'reservation.created',
  'reservation.cancelled',
  'pledge.created',
  'answer.created',
  'birth.recorded',
] as const;

/** The message of an event type (the log shows `ping` too); an unknown type shows as is. */
export const eventLabel = (type: string): ShellMessageId | null =>
  [...WEBHOOK_EVENTS, 'ping'].includes(type as never) ? (`shell.webhooks.event.${type}` as ShellMessageId) : null;

export const statusLabel = (status: string) => `shell.webhooks.status.${status}` as ShellMessageId;

/** Why an attempt got no answer (`lastError`), or its HTTP status. */
export const answerLabel = (d: { lastStatusCode?: number | null; lastError?: string | null }, t: (id: ShellMessageId) => string) =>
  d.lastStatusCode != null ? String(d.lastStatusCode) : d.lastError ? t(`shell.webhooks.reason.${d.lastError}` as ShellMessageId) : '—';
