import { parse } from 'graphql';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApolloClient } from '../src/apollo/createApolloClient';
import { storeToken } from '../src/apollo/token';

const uri = 'http://localhost/graphql';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ME = parse(`
  query Me {
    me {
      id
    }
  }
`);
const SEND = parse(`
  mutation Send {
    sendContact(input: { subject: "a", message: "b" }) {
      id
    }
  }
`);

function countingFailures() {
  const calls = { count: 0, authorization: [] as (string | null)[] };
  server.use(
    http.post(uri, ({ request }) => {
      calls.count += 1;
      calls.authorization.push(request.headers.get('authorization'));
      return HttpResponse.error();
    }),
  );
  return calls;
}

const client = () => createApolloClient({ uri, retryInitialDelay: 1 });

it('retries a failing query 3 times before giving up', async () => {
  const calls = countingFailures();
  await expect(client().query({ query: ME })).rejects.toThrow();
  expect(calls.count).toBe(4);
});

it('does not retry a query flagged noRetry', async () => {
  const calls = countingFailures();
  await expect(client().query({ query: ME, context: { noRetry: true } })).rejects.toThrow();
  expect(calls.count).toBe(1);
});

it('does not retry mutations', async () => {
  const calls = countingFailures();
  await expect(client().mutate({ mutation: SEND })).rejects.toThrow();
  expect(calls.count).toBe(1);
});

it('does not retry GraphQL errors, and sends the stored bearer token', async () => {
  storeToken('abc');
  let count = 0;
  let authorization: string | null = null;
  server.use(
    graphql.query('Me', ({ request }) => {
      count += 1;
      authorization = request.headers.get('authorization');
      return HttpResponse.json({ errors: [{ message: 'notFound', extensions: { code: 'notFound', status: 404 } }] });
    }),
  );
  await expect(client().query({ query: ME })).rejects.toThrow();
  expect(count).toBe(1);
  expect(authorization).toBe('Bearer abc');
});

it('reports unauthorized answers to calls made with a token', async () => {
  storeToken('expired');
  const onUnauthorized = jest.fn();
  server.use(
    graphql.query('Me', () =>
      HttpResponse.json({ errors: [{ message: 'unauthorized', extensions: { code: 'unauthorized', status: 401 } }] }),
    ),
  );
  await expect(createApolloClient({ uri, onUnauthorized }).query({ query: ME })).rejects.toThrow();
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
});
