import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { toAppError } from '../src/errors/appError';

describe('toAppError', () => {
  it('reads type and field errors from GraphQL extensions', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: 'invalidForm',
          extensions: { code: 'invalidForm', status: 422, errors: [{ path: 'email', message: 'validation.email' }] },
        },
      ],
    });
    expect(toAppError(error)).toEqual({
      type: 'invalidForm',
      status: 422,
      fieldErrors: [{ path: 'email', message: 'validation.email' }],
    });
  });

  it('reads the type of a REST error body carried by a ServerError', () => {
    const response = new Response('', { status: 429 });
    const error = new ServerError('nope', { response, bodyText: JSON.stringify({ type: 'tooManyRequests', errors: [] }) });
    expect(toAppError(error)).toMatchObject({ type: 'tooManyRequests', status: 429, fieldErrors: [] });
  });

  it('turns network failures and junk into unknown', () => {
    expect(toAppError(new TypeError('Failed to fetch')).type).toBe('unknown');
    expect(toAppError(undefined).type).toBe('unknown');
    const response = new Response('', { status: 502 });
    expect(toAppError(new ServerError('bad gateway', { response, bodyText: '<html>' })).type).toBe('unknown');
  });
});
