import { signUp, type TestServer } from '../../../../test/harness.js';
import { form } from '../../predictions/__tests__/fixtures.js';
import { timelineBody } from '../../timelines/__tests__/fixtures.js';

export type Kind = 'predictions' | 'wishlists' | 'timelines';
export const KINDS: Kind[] = ['predictions', 'wishlists', 'timelines'];
export type Person = Awaited<ReturnType<typeof signUp>>;

/** Creates a page of `kind` over REST and returns its id. */
export async function createPage(server: TestServer, token: string, kind: Kind, overrides: Record<string, unknown> = {}): Promise<string> {
  const body =
    kind === 'predictions' ? form(overrides) : kind === 'wishlists' ? { title: 'Liste de Jade', ...overrides } : timelineBody(overrides);
  const res = await server.api('POST', `/${kind}`, { token, body });
  if (res.status !== 201) throw new Error(`create ${kind} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** The token of the last invitation mailed to `email` (the mail_outbox row an operator would read). */
export async function invitationTokenMailedTo(server: TestServer, email: string): Promise<string> {
  const [mail] = await server.sql<{ link: string }>(
    `select link from mail_outbox where "to" = $1 and kind = 'coOwnerInvitation' order by created_at desc limit 1`,
    [email.toLowerCase()],
  );
  const match = /\/app\/invitations\/([A-Za-z0-9_-]+)$/.exec(mail?.link ?? '');
  if (!match) throw new Error(`no invitation link mailed to ${email}`);
  return match[1];
}

/** The owner invites `invitee`, who accepts: returns the token used. */
export async function addCoOwner(server: TestServer, owner: Person, invitee: Person, kind: Kind, pageId: string): Promise<string> {
  const sent = await server.api('POST', `/${kind}/${pageId}/co-owners`, { token: owner.token, body: { email: invitee.credentials.email } });
  if (sent.status !== 201) throw new Error(`invite failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const token = await invitationTokenMailedTo(server, invitee.credentials.email);
  const accepted = await server.api('POST', `/invitations/${token}/accept`, { token: invitee.token });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return token;
}

/** The owner invites `invitee` as co-parent (all pages), who accepts: returns the co_parents row's id. */
export async function addCoParent(server: TestServer, owner: Person, invitee: Person): Promise<string> {
  const sent = await server.api('POST', '/co-parents', { token: owner.token, body: { email: invitee.credentials.email } });
  if (sent.status !== 201) throw new Error(`invite failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const token = await invitationTokenMailedTo(server, invitee.credentials.email);
  const accepted = await server.api('POST', `/invitations/${token}/accept`, { token: invitee.token });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const [row] = await server.sql<{ id: string }>(`select id from co_parents where owner_id = $1 and user_id = $2`, [
    owner.user.id,
    invitee.user.id,
  ]);
  return row.id;
}
