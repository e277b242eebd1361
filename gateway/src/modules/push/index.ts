/**
 * The push module's face: its descriptor, and what other modules use of it: queueing an event for the page owners'
 * devices, on the change's transaction, and its texts.
 */
export { pushModule } from './push.module.js';
export { queuePush } from './push-outbox.js';
export { acceptedMessages, answeredMessages, reservedMessages } from './push-messages.js';
