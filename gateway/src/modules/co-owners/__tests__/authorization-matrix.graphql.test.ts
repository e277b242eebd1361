// docs/product.md#co-owners: the GraphQL operations of the three page kinds, walked as the REST
// matrix walks the routes: refused calls answer no data and change no row; a co-owner gets
// `forbidden` only on the owner's own operations.
import { describe, expect, it } from '@jest/globals';
import { form } from '../../predictions/__tests__/fixtures.js';
import { eventBody, timelineBody } from '../../timelines/__tests__/fixtures.js';
import { guest } from '../../wishlists/__tests__/fixtures.js';
import { KINDS, type Kind } from './fixtures.js';
import { BIRTH, matrixServer, REFUSED, snapshot, tokenOf, type World } from './matrix-world.js';

interface Op {
  query: string;
  variables: Record<string, unknown>;
  /** Whether the co-owner is refused (`forbidden`): the owner's own operations. */
  ownerOnly?: boolean;
}

const KIND = { predictions: 'prediction', wishlists: 'wishlist', timelines: 'timeline' } as const;

function ops(w: World): Op[] {
  const id = w.pageId;
  const i = w.ids;
  const k = KIND[w.kind];
  const ownerOnly: Op[] = [
    { query: `mutation($id: ID!) { inviteCoOwner(kind: ${k}, pageId: $id, email: "tante@example.fr") { id } }`, variables: { id } },
    { query: `query($id: ID!) { coOwners(kind: ${k}, pageId: $id) { id email } }`, variables: { id } },
    { query: `query($id: ID!) { pendingInvitations(kind: ${k}, pageId: $id) { id email } }`, variables: { id } },
    {
      query: `mutation($id: ID!, $inv: ID!) { cancelInvitation(kind: ${k}, pageId: $id, invitationId: $inv) }`,
      variables: { id, inv: i.invitation },
    },
    {
      query: `mutation($id: ID!, $u: ID!) { removeCoOwner(kind: ${k}, pageId: $id, userId: $u) }`,
      variables: { id, u: w.people.owner.user.id },
    },
  ].map((op) => ({ ...op, ownerOnly: true }));
  const del = { predictions: 'deletePrediction', wishlists: 'deleteWishlist', timelines: 'deleteTimeline' }[w.kind];
  ownerOnly.push({ query: `mutation($id: ID!) { ${del}(id: $id) }`, variables: { id }, ownerOnly: true });
  const byKind: Record<Kind, Op[]> = {
    predictions: [
      { query: `query($id: ID!) { prediction(id: $id) { id isMine sharedWithMe firstName } }`, variables: { id } },
      {
        query: `mutation($id: ID!, $in: PredictionInput!) { updatePrediction(id: $id, input: $in) { id } }`,
        variables: { id, in: form({ visibility: 'private' }) },
      },
      { query: `query($id: ID!) { predictionStats(id: $id) { __typename } }`, variables: { id } },
      {
        query: `query($id: ID!, $a: ID!) { predictionAnswer(predictionId: $id, answerId: $a) { id userName } }`,
        variables: { id, a: i.answer },
      },
      { query: `mutation($id: ID!) { closePrediction(id: $id) { id } }`, variables: { id } },
      { query: `mutation($id: ID!) { reopenPrediction(id: $id) { id } }`, variables: { id } },
      { query: `mutation($id: ID!, $in: BirthInput!) { recordPredictionBirth(id: $id, input: $in) { id } }`, variables: { id, in: BIRTH } },
      { query: `mutation($id: ID!) { createTimelineFromPrediction(id: $id) { id } }`, variables: { id } },
    ],
    wishlists: [
      {
        query: `mutation($id: ID!, $it: ID!, $in: ReserveInput!) { reserveWishlistItem(wishlistId: $id, itemId: $it, input: $in) { id } }`,
        variables: { id, it: i.item3, in: guest({ quantity: 1 }) },
        ownerOnly: true,
      },
      { query: `query($id: ID!) { wishlist(id: $id) { id isMine sharedWithMe title items { title } } }`, variables: { id } },
      { query: `mutation($id: ID!) { updateWishlist(id: $id, input: { title: "Nouveau titre" }) { id } }`, variables: { id } },
      { query: `query($id: ID!) { wishlistStats(id: $id) { available } }`, variables: { id } },
      { query: `mutation($id: ID!) { createWishlistItem(wishlistId: $id, input: { title: "Hochet" }) { id } }`, variables: { id } },
      {
        query: `mutation($id: ID!, $it: ID!) { updateWishlistItem(wishlistId: $id, itemId: $it, input: { title: "Renommé" }) { id } }`,
        variables: { id, it: i.item },
      },
      {
        query: `mutation($id: ID!, $it: ID!, $r: ID!) { thankWishlistReservation(wishlistId: $id, itemId: $it, reservationId: $r, input: { thanked: true }) { id } }`,
        variables: { id, it: i.item, r: i.reservation },
      },
      {
        query: `mutation($id: ID!, $it: ID!, $r: ID!) { sendThankNote(wishlistId: $id, itemId: $it, reservationId: $r, input: { message: "Merci" }) { id } }`,
        variables: { id, it: i.item, r: i.reservation },
      },
      { query: `mutation($id: ID!) { thankEveryone(wishlistId: $id, input: { message: "Merci {name}" }) { queued } }`, variables: { id } },
      {
        query: `mutation($id: ID!, $it: ID!, $r: ID!) { cancelWishlistReservation(wishlistId: $id, itemId: $it, reservationId: $r) }`,
        variables: { id, it: i.item, r: i.reservation },
      },
      { query: `mutation($id: ID!, $it: ID!) { cancelWishlistReservation(wishlistId: $id, itemId: $it) }`, variables: { id, it: i.item2 } },
      { query: `mutation($id: ID!, $it: ID!) { deleteWishlistItem(wishlistId: $id, itemId: $it) }`, variables: { id, it: i.item3 } },
    ],
    timelines: [
      { query: `query($id: ID!) { timeline(id: $id) { id isMine sharedWithMe title events { title } } }`, variables: { id } },
      {
        query: `mutation($id: ID!, $in: TimelineInput!) { updateTimeline(id: $id, input: $in) { id } }`,
        variables: { id, in: timelineBody({ title: 'Frise renommée' }) },
      },
      {
        query: `mutation($id: ID!, $in: TimelineEventInput!) { createTimelineEvent(timelineId: $id, input: $in) { id } }`,
        variables: { id, in: eventBody() },
      },
      {
        query: `mutation($id: ID!, $e: ID!, $in: TimelineEventInput!) { updateTimelineEvent(timelineId: $id, eventId: $e, input: $in) { id } }`,
        variables: { id, e: i.event, in: eventBody({ title: 'Renommé' }) },
      },
      {
        query: `mutation($id: ID!, $e: ID!, $p: ID!) { deleteTimelineEventPhoto(timelineId: $id, eventId: $e, photoId: $p) }`,
        variables: { id, e: i.event, p: i.photo },
      },
      { query: `mutation($id: ID!, $e: ID!) { deleteTimelineEvent(timelineId: $id, eventId: $e) }`, variables: { id, e: i.event2 } },
    ],
  };
  return [...ownerOnly, ...byKind[w.kind]];
}

const m = matrixServer();

describe.each(KINDS)('%s', (kind) => {
  it.each(REFUSED)('%s: every operation refused as missing, no data, no change', async (role) => {
    const w = m.worlds[kind];
    const before = await snapshot(m.server);
    for (const op of ops(w)) {
      const res = await m.server.gql(op.query, op.variables, tokenOf(w, role));
      const codes = role === 'visitor' ? ['unauthorized', 'notFound'] : ['notFound'];
      expect([op.query, codes.includes(res.body.errors?.[0]?.extensions?.code)]).toEqual([op.query, true]);
      expect(res.body.data ?? null).toBeNull();
      for (const secret of w.secrets) expect(JSON.stringify(res.body)).not.toContain(secret);
    }
    expect(await snapshot(m.server)).toBe(before);
  });

  it('the co-owner: every operation but the owner’s own, which are forbidden and change nothing', async () => {
    const w = m.worlds[kind];
    for (const op of ops(w)) {
      const before = op.ownerOnly ? await snapshot(m.server) : '';
      const res = await m.server.gql(op.query, op.variables, tokenOf(w, 'coOwner'));
      if (op.ownerOnly) {
        expect([op.query, res.body.errors?.[0]?.extensions?.code]).toEqual([op.query, 'forbidden']);
        expect(res.body.data ?? null).toBeNull();
        expect(await snapshot(m.server)).toBe(before);
      } else {
        expect([op.query, res.body.errors]).toEqual([op.query, undefined]);
      }
    }
    const list = {
      predictions: 'predictions { id sharedWithMe }',
      wishlists: 'wishlists { id sharedWithMe }',
      timelines: 'timelines { id sharedWithMe }',
    }[kind];
    const mine = await m.server.gql(`{ ${list} }`, {}, tokenOf(w, 'coOwner'));
    expect(mine.body.data[kind]).toEqual([{ id: w.pageId, sharedWithMe: true }]);
  });

  it('the owner: his own operations too', async () => {
    const w = m.worlds[kind];
    for (const op of ops(w).filter((o) => o.ownerOnly && !/delete|reserve|removeCoOwner/.test(o.query))) {
      const res = await m.server.gql(op.query, op.variables, tokenOf(w, 'owner'));
      expect([op.query, res.body.errors]).toEqual([op.query, undefined]);
    }
    const remove = `mutation($id: ID!, $u: ID!) { removeCoOwner(kind: ${KIND[kind]}, pageId: $id, userId: $u) }`;
    expect((await m.server.gql(remove, { id: w.pageId, u: w.people.coOwner.user.id }, tokenOf(w, 'owner'))).body.data.removeCoOwner).toBe(
      true,
    );
    const del = ops(w).find((o) => /mutation\(\$id: ID!\) \{ delete/.test(o.query))!;
    expect((await m.server.gql(del.query, del.variables, tokenOf(w, 'owner'))).body.errors).toBeUndefined();
  });
});
