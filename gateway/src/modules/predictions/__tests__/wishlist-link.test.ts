import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { MISSING_ID, SECRET_NAME, ownerWithPrediction } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const createWishlist = (token: string, body: Record<string, unknown>) => server.api('POST', '/wishlists', { token, body });

describe('a wishlist created from a prediction', () => {
  it("links the caller's own prediction: the prediction shows {id, title, visibility}, the list shows the first name to its owner", async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const created = await createWishlist(owner.token, { title: 'Cadeaux de naissance', predictionId });
    expect(created.status).toBe(201);
    expect(created.body.prediction).toEqual({ id: predictionId, firstName: SECRET_NAME });
    const prediction = await server.api('GET', `/predictions/${predictionId}`, { token: owner.token });
    expect(prediction.body.wishlist).toEqual({ id: created.body.id, title: 'Cadeaux de naissance', visibility: 'private' });
    const list = await server.api('GET', '/wishlists', { token: owner.token });
    expect(list.body[0].prediction).toEqual({ id: predictionId, firstName: SECRET_NAME });
    const gql = await server.gql(
      `query($id: ID!) { wishlist(id: $id) { prediction { id firstName } } }`,
      { id: created.body.id },
      owner.token,
    );
    expect(gql.body.data.wishlist.prediction).toEqual({ id: predictionId, firstName: SECRET_NAME });
    const predictionGql = await server.gql(
      `query($id: ID!) { prediction(id: $id) { wishlist { id title visibility } } }`,
      { id: predictionId },
      owner.token,
    );
    expect(predictionGql.body.data.prediction.wishlist).toEqual({
      id: created.body.id,
      title: 'Cadeaux de naissance',
      visibility: 'private',
    });
  });

  it("someone else's or an unknown prediction is 422 validation.notFound, and no list is created", async () => {
    const { predictionId } = await ownerWithPrediction(server);
    const other = await signUp(server);
    for (const id of [predictionId, MISSING_ID]) {
      expect(await createWishlist(other.token, { title: 'Pirate', predictionId: id })).toMatchObject({
        status: 422,
        body: { type: 'invalidForm', errors: [{ path: 'predictionId', message: 'validation.notFound' }] },
      });
    }
    expect(await server.sql('select 1 from wishlists where owner_id = $1', [other.user.id])).toHaveLength(0);
  });

  it('one list per prediction, even when created in parallel', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createWishlist(owner.token, { title: `Liste ${i}`, predictionId })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r).toMatchObject({ status: 422, body: { errors: [{ path: 'predictionId', message: 'validation.alreadyLinked' }] } });
    }
    expect(await server.sql('select 1 from wishlists where prediction_id = $1', [predictionId])).toHaveLength(1);
  });

  it('visitors of the public list never see the prediction nor its first name; the prediction shows visitors a public list only', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const created = await createWishlist(owner.token, { title: 'Cadeaux', predictionId });
    const stranger = await signUp(server);
    // private list: visitors of the prediction do not see it
    for (const token of [undefined, stranger.token]) {
      expect((await server.api('GET', `/predictions/${predictionId}`, { token })).body.wishlist).toBeNull();
    }
    await server.api('PATCH', `/wishlists/${created.body.id}`, { token: owner.token, body: { visibility: 'public' } });
    for (const token of [undefined, stranger.token]) {
      const list = await server.api('GET', `/wishlists/${created.body.id}`, { token });
      expect(list.status).toBe(200);
      expect(list.body.prediction).toBeNull();
      expect(JSON.stringify(list.body)).not.toContain(SECRET_NAME);
      const gql = await server.gql(
        `query($id: ID!) { wishlist(id: $id) { title prediction { id firstName } } }`,
        { id: created.body.id },
        token,
      );
      expect(gql.body.data.wishlist).toEqual({ title: 'Cadeaux', prediction: null });
      expect((await server.api('GET', `/predictions/${predictionId}`, { token })).body.wishlist).toEqual({
        id: created.body.id,
        title: 'Cadeaux',
        visibility: 'public',
      });
    }
  });

  it('deleting the prediction keeps the list, unlinked; deleting the list unlinks the prediction', async () => {
    const a = await ownerWithPrediction(server);
    const list = await createWishlist(a.owner.token, { title: 'Reste', predictionId: a.predictionId });
    await server.api('DELETE', `/predictions/${a.predictionId}`, { token: a.owner.token });
    expect((await server.api('GET', `/wishlists/${list.body.id}`, { token: a.owner.token })).body).toMatchObject({
      title: 'Reste',
      prediction: null,
    });
    const b = await ownerWithPrediction(server);
    const other = await createWishlist(b.owner.token, { title: 'Partie', predictionId: b.predictionId });
    await server.api('DELETE', `/wishlists/${other.body.id}`, { token: b.owner.token });
    expect((await server.api('GET', `/predictions/${b.predictionId}`, { token: b.owner.token })).body.wishlist).toBeNull();
  });
});
