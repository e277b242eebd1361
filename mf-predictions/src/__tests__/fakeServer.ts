import type {
  AnswerPredictionMutation,
  AnswerPredictionMutationVariables,
  ClosePredictionMutation,
  ClosePredictionMutationVariables,
  CreatePredictionMutation,
  CreatePredictionMutationVariables,
  PredictionAnswerQuery,
  PredictionAnswerQueryVariables,
  PredictionQuery,
  PredictionQueryVariables,
  PredictionStatsQuery,
  PredictionStatsQueryVariables,
  RecordPredictionBirthMutation,
  RecordPredictionBirthMutationVariables,
  ReopenPredictionMutation,
  ReopenPredictionMutationVariables,
  PredictionsQuery,
  PredictionsQueryVariables,
  RevealPredictionFirstNameMutation,
  RevealPredictionFirstNameMutationVariables,
  RevealPredictionGenderMutation,
  RevealPredictionGenderMutationVariables,
} from '@cigogne/graphql/predictions';
import { notFound, updateAndDeleteHandlers, type FakeCall } from '@cigogne/ui/testing/fakeItemMutations';
import { graphQLErrorResponse } from '@cigogne/ui/testing/graphqlErrorResponse';
import { noCoOwnersHandler } from '@cigogne/ui/testing/coOwnersHandlers';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

type PredictionFields = PredictionQuery['prediction'];
export type FakeAnswer = NonNullable<PredictionFields['answers']>[number] & { __typename: 'PredictionAnswer' };
/** A prediction as the owner reads it (the generated type: a renamed field breaks the fake at compile time). */
export type FakePrediction = Omit<PredictionFields, 'answers' | 'wishlist'> & {
  __typename: 'Prediction';
  answers: FakeAnswer[];
  wishlist: { __typename: 'PredictionWishlist'; id: string; title: string; visibility: 'private' | 'public' } | null;
};

export function fakeAnswer(id: string, userName: string, overrides: Partial<FakeAnswer> = {}): FakeAnswer {
  return {
    __typename: 'PredictionAnswer',
    id,
    userName,
    firstName: 'Louis',
    gender: 'boy',
    birthDate: null,
    birthTime: null,
    birthMoment: null,
    weight: null,
    size: null,
    eyeColor: null,
    hairColor: null,
    isGenderRevealed: false,
    isFirstNameRevealed: false,
    score: null,
    rank: null,
    createdAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function fakePrediction(overrides: Partial<FakePrediction> = {}): FakePrediction {
  const answers = overrides.answers ?? [];
  return {
    __typename: 'Prediction',
    id: 'p1',
    firstName: 'Gabriel',
    gender: 'boy',
    visibility: 'public',
    dueDate: '2026-08-01T12:00:00.000Z',
    themeColor: 'sky',
    guessBirthDate: false,
    guessBirthTime: false,
    guessBirthMoment: false,
    guessWeight: false,
    guessSize: false,
    guessEyeColor: false,
    guessHairColor: false,
    revealGender: true,
    revealFirstName: true,
    parents: ['Léa'],
    isMine: true,
    sharedWithMe: false,
    answersOpen: true,
    closedAt: null,
    timelineId: null,
    birth: null,
    announcement: null,
    wishlist: null,
    createdAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
    answers,
    answerCount: answers.length,
  };
}

/** What a guest receives: no first name, no gender (unless surprise), no answers (the gateway's rule). */
export function asGuest(prediction: FakePrediction) {
  return {
    ...prediction,
    firstName: null,
    gender: prediction.gender === 'surprise' ? ('surprise' as const) : null,
    isMine: false,
    answers: null,
    birth: null,
  };
}

export function emptyStats(): Omit<PredictionStatsQuery['predictionStats'], 'answerCount' | 'winners'> {
  return {
    weight: { average: null, min: null, max: null },
    size: { average: null, min: null, max: null },
    birthTimes: { morning: 0, afternoon: 0, evening: 0, night: 0 },
    genders: { girl: 0, boy: 0 },
    eyeColors: { blue: 0, green: 0, brown: 0 },
    hairColors: { blonde: 0, chestnut: 0, brown: 0, red: 0 },
  };
}

/**
 * An in-memory gateway for the predictions operations; `calls` records every mutation's variables.
 * `guest: true` answers the Prediction query as the gateway does for a visitor.
 */
export function fakeGateway(initial: FakePrediction[], { guest = false } = {}) {
  const state = {
    predictions: [...initial],
    answers: new Map<string, FakeAnswer>(initial.flatMap((p) => p.answers.map((a) => [a.id, a] as const))),
    ids: 0,
    /** The stats' figures (docs/product.md#prediction-statistics) the fake answers with; winners come from the answers' ranks. */
    stats: null as Omit<PredictionStatsQuery['predictionStats'], 'answerCount' | 'winners'> | null,
    calls: [] as FakeCall[],
  };
  const find = (id: unknown) => state.predictions.find((p) => p.id === id);
  const summary = ({ answers: _answers, birth: _birth, ...rest }: FakePrediction) => rest;

  const handlers = [
    // the manage screen's co-parents panel
    noCoOwnersHandler(),
    graphql.query<PredictionsQuery, PredictionsQueryVariables>('Predictions', () =>
      HttpResponse.json({ data: { predictions: state.predictions.filter((p) => p.isMine).map(summary) } }),
    ),
    graphql.query<PredictionQuery, PredictionQueryVariables>('Prediction', ({ variables }) => {
      const prediction = find(variables.id);
      if (!prediction) return notFound();
      return HttpResponse.json({ data: { prediction: guest ? asGuest(prediction) : prediction } });
    }),
    graphql.query<PredictionAnswerQuery, PredictionAnswerQueryVariables>('PredictionAnswer', ({ variables }) => {
      const answer = state.answers.get(String(variables.answerId));
      return answer ? HttpResponse.json({ data: { predictionAnswer: answer } }) : notFound();
    }),
    graphql.query<PredictionStatsQuery, PredictionStatsQueryVariables>('PredictionStats', ({ variables }) => {
      const prediction = find(variables.id);
      if (!prediction) return notFound();
      const stats = state.stats ?? emptyStats();
      const winners = prediction.birth
        ? prediction.answers
            .filter((a) => a.rank != null)
            .map((a) => ({ __typename: 'AnswerRank' as const, answerId: a.id, userName: a.userName, score: a.score!, rank: a.rank! }))
        : [];
      return HttpResponse.json({ data: { predictionStats: { ...stats, answerCount: prediction.answers.length, winners } } });
    }),
    graphql.mutation<RecordPredictionBirthMutation, RecordPredictionBirthMutationVariables>('RecordPredictionBirth', ({ variables }) => {
      state.calls.push({ operation: 'RecordPredictionBirth', variables });
      const prediction = find(variables.id)!;
      const { input } = variables;
      prediction.birth = {
        __typename: 'PredictionBirth',
        ...input,
        eyeColor: input.eyeColor ?? null,
        hairColor: input.hairColor ?? null,
      } as FakePrediction['birth'];
      // the gateway's rule: the birth closes answers for good
      prediction.answersOpen = false;
      prediction.closedAt ??= '2026-08-02T09:00:00.000Z';
      return HttpResponse.json({ data: { recordPredictionBirth: prediction } });
    }),
    graphql.mutation<CreatePredictionMutation, CreatePredictionMutationVariables>('CreatePrediction', ({ variables }) => {
      state.calls.push({ operation: 'CreatePrediction', variables });
      const prediction = fakePrediction({
        ...(variables.input as Partial<FakePrediction>),
        id: `p${++state.ids + 10}`,
      });
      state.predictions.unshift(prediction);
      return HttpResponse.json({ data: { createPrediction: prediction } });
    }),
    ...updateAndDeleteHandlers<FakePrediction>(
      'Prediction',
      { get: () => state.predictions, set: (list) => (state.predictions = list) },
      state.calls,
    ),
    graphql.mutation<ClosePredictionMutation, ClosePredictionMutationVariables>('ClosePrediction', ({ variables }) => {
      state.calls.push({ operation: 'ClosePrediction', variables });
      const prediction = find(variables.id);
      if (!prediction) return notFound();
      prediction.answersOpen = false;
      prediction.closedAt ??= '2026-07-20T09:00:00.000Z';
      return HttpResponse.json({ data: { closePrediction: prediction } });
    }),
    graphql.mutation<ReopenPredictionMutation, ReopenPredictionMutationVariables>('ReopenPrediction', ({ variables }) => {
      state.calls.push({ operation: 'ReopenPrediction', variables });
      const prediction = find(variables.id);
      if (!prediction) return notFound();
      if (prediction.birth) return graphQLErrorResponse('invalidForm', 422, [{ path: '', message: 'validation.birthRecorded' }]);
      prediction.answersOpen = true;
      prediction.closedAt = null;
      return HttpResponse.json({ data: { reopenPrediction: prediction } });
    }),
    graphql.mutation<AnswerPredictionMutation, AnswerPredictionMutationVariables>('AnswerPrediction', ({ variables }) => {
      state.calls.push({ operation: 'AnswerPrediction', variables });
      if (find(variables.predictionId)?.answersOpen === false) return graphQLErrorResponse('predictionClosed', 409);
      const { input } = variables;
      const answer = fakeAnswer(`a${++state.ids}`, input.userName, {
        firstName: input.firstName ?? null,
        gender: input.gender,
        birthDate: input.birthDate ?? null,
        birthTime: input.birthTime ?? null,
        birthMoment: input.birthMoment ?? null,
        weight: input.weight ?? null,
        size: input.size ?? null,
        eyeColor: input.eyeColor ?? null,
        hairColor: input.hairColor ?? null,
      });
      state.answers.set(answer.id, answer);
      return HttpResponse.json({ data: { answerPrediction: answer } });
    }),
    graphql.mutation<RevealPredictionGenderMutation, RevealPredictionGenderMutationVariables>('RevealPredictionGender', ({ variables }) => {
      state.calls.push({ operation: 'RevealPredictionGender', variables });
      const prediction = find(variables.predictionId)!;
      return HttpResponse.json({
        data: { revealPredictionGender: { __typename: 'RevealedGender', gender: prediction.gender! } } as RevealPredictionGenderMutation,
      });
    }),
    graphql.mutation<RevealPredictionFirstNameMutation, RevealPredictionFirstNameMutationVariables>(
      'RevealPredictionFirstName',
      ({ variables }) => {
        state.calls.push({ operation: 'RevealPredictionFirstName', variables });
        const prediction = find(variables.predictionId)!;
        return HttpResponse.json({
          data: {
            revealPredictionFirstName: { __typename: 'RevealedFirstName', firstName: prediction.firstName! },
          } as RevealPredictionFirstNameMutation,
        });
      },
    ),
  ];
  return { state, handlers };
}

export const server = setupServer();

/** Call at the top of a test file: msw around every test, unhandled requests fail. */
export function setupFakeServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
