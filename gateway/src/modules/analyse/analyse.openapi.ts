import type { ApiDescription } from '../../openapi/operation.js';
import { object } from '../../openapi/schema.js';
import { AnalyseInput } from './dto/analyse.inputs.js';

/** The REST route of analyse.routes.ts, for the OpenAPI document. */
export const analyseApi: ApiDescription = {
  operations: [
    {
      method: 'post',
      path: '/analyse',
      summary: 'Read a product page: title, price, image (the fields found)',
      access: 'user',
      body: AnalyseInput,
      ok: [200, object({})],
      errors: [429],
    },
  ],
};
