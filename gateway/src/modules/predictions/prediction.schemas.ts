import { Visibility } from '../../common/enums.js';
import {
  arrayOf,
  boolean,
  dateTime,
  integer,
  nullable,
  number,
  decimal,
  object,
  oneOf,
  ref,
  string,
  uuid,
  type Schema,
} from '../../openapi/schema.js';
import { inputSchema } from '../../openapi/input-schema.js';
import { PredictionInput } from './dto/prediction.inputs.js';
import { BirthMoment, EyeColor, Gender, HairColor } from './prediction.enums.js';

const text = nullable(string);
const answer = {
  id: uuid,
  userName: string,
  firstName: text,
  gender: nullable(oneOf(...Object.values(Gender))),
  birthDate: nullable(dateTime),
  birthTime: text,
  birthMoment: nullable(oneOf(...Object.values(BirthMoment))),
  weight: nullable(decimal(2)),
  size: nullable(decimal(1)),
  eyeColor: nullable(oneOf(...Object.values(EyeColor))),
  hairColor: nullable(oneOf(...Object.values(HairColor))),
  isGenderRevealed: boolean,
  isFirstNameRevealed: boolean,
  createdAt: dateTime,
};
// the prediction's switches, answered as the form sets them: the input class's guess/reveal fields
const flags = Object.fromEntries(
  Object.keys(inputSchema(PredictionInput).properties as object)
    .filter((name) => /^(guess|reveal)[A-Z]/.test(name))
    .map((name) => [name, boolean]),
);

/** The answers of prediction.view.ts, in JSON Schema (components of the OpenAPI document). */
export const predictionSchemas: Record<string, Schema> = {
  PredictionAnswer: object(answer),
  PredictionAnswerSummary: object({ ...answer, score: nullable(number), rank: nullable(integer) }),
  Prediction: object(
    {
      id: uuid,
      // the owner's secrets: null for anyone else
      firstName: text,
      gender: nullable(string),
      visibility: oneOf(...Object.values(Visibility)),
      dueDate: dateTime,
      themeColor: string,
      ...flags,
      wishlist: nullable(object({ id: uuid, title: string, visibility: oneOf(...Object.values(Visibility)) })),
      // the first names guests read as the parents', as each allows it
      parents: arrayOf(string),
      isMine: boolean,
      answerCount: integer,
      closedAt: nullable(dateTime),
      answersOpen: boolean,
      // GET /predictions/{id} and the writes only; null for anyone but the owner
      answers: nullable(arrayOf(ref('PredictionAnswerSummary'))),
      birth: nullable(object({ birthDate: dateTime, birthTime: string, weight: decimal(2), size: decimal(1) })),
      // the recorded birth, for everyone who may read the prediction; null before
      announcement: nullable(
        object({
          firstName: string,
          gender: oneOf(...Object.values(Gender)),
          birthDate: dateTime,
          birthTime: string,
          weight: decimal(2),
          size: decimal(1),
          winners: arrayOf(object({ userName: string, score: number, rank: integer })),
        }),
      ),
      timelineId: nullable(uuid),
      createdAt: dateTime,
      updatedAt: dateTime,
    },
    ['answers'],
  ),
};
