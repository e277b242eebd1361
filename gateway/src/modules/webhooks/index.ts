/** What other modules use of webhooks: queueing an event for the page owner's endpoints, on the change's transaction. */
export { queueWebhookEvent } from './webhook-outbox.js';
