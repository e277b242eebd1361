/**
 * Apollo Client as every frontend uses it: the names of '@apollo/client' and '@apollo/client/react'
 * the frontends and the generated hooks (graphql/codegen.ts) need, and nothing else. This module is
 * the Module Federation singleton (one client, one ApolloProvider context; FACADES in
 * tooling/src/shared-modules.ts), so its shared chunk holds only these exports, tree-shaken, instead of both whole
 * packages. Import Apollo from '@cigogne/ui/apollo/facade' (ESLint forbids the two packages);
 * subpaths that are not singletons (errors, links) stay direct imports. Adding a name is a contract
 * change: a remote using it needs a shell built with it.
 */
export { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
export { ApolloProvider, skipToken, useApolloClient, useLazyQuery, useMutation, useQuery, useSuspenseQuery } from '@apollo/client/react';
export type * from '@apollo/client/react';
