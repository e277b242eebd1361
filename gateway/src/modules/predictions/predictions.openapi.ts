import type { ApiDescription } from '../../openapi/operation.js';
import { arrayOf, object, oneOf, ref, string } from '../../openapi/schema.js';
import { AnswerInput, BirthInput, PredictionInput } from './dto/prediction.inputs.js';
import { Gender } from './prediction.enums.js';
import { predictionSchemas } from './prediction.schemas.js';

const one = '/predictions/{id}';
const answer = `${one}/answers/{answerId}`;
const prediction = ref('Prediction');

/** The REST routes of prediction.routes.ts, for the OpenAPI document. */
export const predictionsApi: ApiDescription = {
  schemas: predictionSchemas,
  operations: [
    { method: 'get', path: '/predictions', summary: "The caller's predictions", access: 'user', ok: [200, arrayOf(prediction)] },
    {
      method: 'get',
      path: one,
      summary: 'One prediction (its secrets and answers for the owner only)',
      access: 'optional',
      ok: [200, prediction],
    },
    { method: 'post', path: '/predictions', summary: 'Create a prediction', access: 'user', body: PredictionInput, ok: [201, prediction] },
    { method: 'put', path: one, summary: 'Replace a prediction', access: 'user', body: PredictionInput, ok: [200, prediction] },
    { method: 'delete', path: one, summary: 'Delete a prediction', access: 'user', ok: [204] },
    { method: 'get', path: `${one}/stats`, summary: "The owner's statistics of the answers", access: 'user', ok: [200, object({})] },
    { method: 'put', path: `${one}/birth`, summary: 'Record the birth', access: 'user', body: BirthInput, ok: [200, prediction] },
    { method: 'post', path: `${one}/close`, summary: 'Close the answers', access: 'user', ok: [200, prediction] },
    { method: 'post', path: `${one}/reopen`, summary: 'Reopen the answers', access: 'user', ok: [200, prediction], errors: [422] },
    {
      method: 'post',
      path: `${one}/timeline`,
      summary: 'Start a timeline from the birth',
      access: 'user',
      ok: [201, ref('Timeline')],
      errors: [409, 422],
    },
    {
      method: 'post',
      path: `${one}/answers`,
      summary: 'Answer (a guest, signed in or not)',
      access: 'optional',
      body: AnswerInput,
      ok: [201, ref('PredictionAnswer')],
      errors: [403, 409, 429],
    },
    {
      method: 'get',
      path: answer,
      summary: "A guest's answer, with score and rank",
      access: 'optional',
      ok: [200, ref('PredictionAnswerSummary')],
    },
    {
      method: 'post',
      path: `${answer}/reveal-gender`,
      summary: 'Reveal the gender to this guest',
      access: 'optional',
      ok: [200, object({ gender: oneOf(...Object.values(Gender)) })],
      errors: [403],
    },
    {
      method: 'post',
      path: `${answer}/reveal-first-name`,
      summary: 'Reveal the first name to this guest',
      access: 'optional',
      ok: [200, object({ firstName: string })],
      errors: [403],
    },
  ],
};
