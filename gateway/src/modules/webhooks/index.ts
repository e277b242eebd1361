/**
 * The webhooks module's face (webhooks to the owners' endpoints): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { webhooksModule, type WebhookServices } from './webhooks.module.js';
export { queueWebhookEvent } from './webhook-outbox.js';
