import { signUp, type TestServer } from '../../../../test/harness.js';

export const MISSING_ID = '11111111-1111-4111-8111-111111111111';

/** The baby's secrets in these tests: no guest ever guesses them, so finding them in an answer is a leak. */
export const SECRET_NAME = 'Capucine';

/** A recorded birth (PUT /predictions/{id}/birth) whose first name is the secret one. */
export const BIRTH = {
  birthDate: '2026-03-15T04:10:00.000Z',
  birthTime: '05:10',
  weight: 3.3,
  size: 50,
  gender: 'girl',
  firstName: SECRET_NAME,
  eyeColor: 'blue',
  hairColor: 'chestnut',
};

/** A full prediction form. */
export const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: SECRET_NAME,
  gender: 'girl',
  dueDate: '2027-03-14T00:00:00.000Z',
  visibility: 'public',
  themeColor: 'pink',
  guessBirthDate: true,
  guessBirthTime: true,
  guessBirthMoment: false,
  guessWeight: true,
  guessSize: true,
  guessEyeColor: true,
  guessHairColor: true,
  revealGender: true,
  revealFirstName: true,
  ...overrides,
});

/** A guest's answer to a prediction of `form()`: a boy named Gaspard, never the secret. */
export const guess = (overrides: Record<string, unknown> = {}) => ({
  userName: 'Tante Rose',
  firstName: 'Gaspard',
  gender: 'boy',
  birthDate: '2027-03-16T00:00:00.000Z',
  birthTime: '04:30',
  weight: 3.4,
  size: 50,
  eyeColor: 'blue',
  hairColor: 'chestnut',
  ...overrides,
});

/** A signed-in owner and their prediction (public by default here, every guess on). */
export async function ownerWithPrediction(server: TestServer, overrides: Record<string, unknown> = {}) {
  const owner = await signUp(server);
  const created = await server.api('POST', '/predictions', { token: owner.token, body: form(overrides) });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  return { owner, predictionId: created.body.id as string, prediction: created.body };
}

export const answer = (server: TestServer, predictionId: string, body: unknown, options: { token?: string; ip?: string } = {}) =>
  server.api('POST', `/predictions/${predictionId}/answers`, {
    body,
    token: options.token,
    headers: options.ip ? { 'x-forwarded-for': options.ip } : {},
  });

export const paths = (res: { body: { errors: { path: string }[] } }) => res.body.errors.map((e) => e.path).sort();
