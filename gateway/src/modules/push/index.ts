/** What other modules use of push: queueing an event for the page owners' devices, on the change's transaction, and its texts. */
export { queuePush } from './push-outbox.js';
export { acceptedMessages, answeredMessages, reservedMessages } from './push-messages.js';
