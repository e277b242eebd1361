import type { FieldError } from '../errors/appError';
import { HttpResponse } from 'msw';

/** The body of a failed GraphQL call, typed so it is a valid answer of any typed msw handler. */
type GraphQLErrorBody = {
  data: null;
  errors: Array<{ message: string; extensions: { code: string; status: number; errors: FieldError[] } }>;
};

/**
 * Test helper (msw): a domain error as the gateway answers it (docs/product.md#errors-and-messages: `extensions.code` is
 * the type, `errors` the 422 field errors), e.g. `graphQLErrorResponse('notFound', 404)`.
 */
export const graphQLErrorResponse = (code: string, status: number, errors: FieldError[] = []) =>
  HttpResponse.json<GraphQLErrorBody>({ data: null, errors: [{ message: code, extensions: { code, status, errors } }] });
