import type { CoOwnersQuery, CoOwnersQueryVariables } from '@cigogne/graphql/co-owners';
import { graphql, HttpResponse } from 'msw';

/** Test helper (msw): the co-parents panel of an owner's screen, with nobody invited yet. */
export const noCoOwnersHandler = () =>
  graphql.query<CoOwnersQuery, CoOwnersQueryVariables>('CoOwners', () =>
    HttpResponse.json({ data: { coOwners: [], pendingInvitations: [] } }),
  );
