import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WEBHOOK_EVENTS } from '../src/pages/account/webhookLabels';

/** The form's events are the gateway's (webhook.events.ts), which the schema lists in WebhookInput.events: a new event fails here until the form offers it. */
it('offers every event the gateway takes, and no other', () => {
  const schema = readFileSync(path.resolve(__dirname, '../../graphql/schema.graphql'), 'utf8');
  const listed = /Any of: ([a-z., ]+)\./.exec(schema)![1].split(', ');
  expect([...WEBHOOK_EVENTS].sort()).toEqual(listed.sort());
});
