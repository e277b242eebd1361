import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import './narrow-screens.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

interface GraphQLParams {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/**
 * Queries and mutations to /graphql on this origin, with the headers of GraphiQL's Headers tab
 * (`{"Authorization": "Bearer <token>"}`). The JSON content type also passes Apollo's CSRF check.
 */
async function fetcher(params: GraphQLParams, options?: { headers?: Record<string, string> }) {
  const answer = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...options?.headers },
    body: JSON.stringify(params),
  });
  return answer.json();
}

const DEFAULT_QUERY = `# Cigogne's GraphQL API (docs/api.md). A token: POST /api/auth/login, then in Headers
# {"Authorization": "Bearer <token>"}
query Example {
  exampleWishlist {
    title
    items {
      title
      isReserved
    }
  }
}
`;

createRoot(document.getElementById('explorer')!).render(createElement(GraphiQL, { fetcher, defaultQuery: DEFAULT_QUERY }));
