import { useQuery } from '@cigogne/ui/apollo/facade';
import type { QueryHookOptions } from '@cigogne/ui/apollo/facade';
import { parse, type DocumentNode } from 'graphql';

/*
 * Hand-written until the predictions branch adds `adminPredictions` to the gateway: then this moves
 * to graphql/operations/admin/admin-predictions.graphql and the generated hook replaces it. The
 * shape follows the other admin lists (AdminWishlists): { items, page, pageSize, total }.
 */

export interface AdminPredictionsQuery {
  adminPredictions: {
    page: number;
    pageSize: number;
    total: number;
    items: Array<{ id: string; firstName: string; visibility: string; answerCount: number; createdAt: string; updatedAt: string }>;
  };
}

export interface AdminPredictionsQueryVariables {
  page?: number | null;
  pageSize?: number | null;
}

export const AdminPredictionsDocument: DocumentNode = parse(`
  query AdminPredictions($page: Int, $pageSize: Int) {
    adminPredictions(page: $page, pageSize: $pageSize) {
      page
      pageSize
      total
      items {
        id
        firstName
        visibility
        answerCount
        createdAt
        updatedAt
      }
    }
  }
`);

export function useAdminPredictionsQuery(options: QueryHookOptions<AdminPredictionsQuery, AdminPredictionsQueryVariables>) {
  return useQuery<AdminPredictionsQuery, AdminPredictionsQueryVariables>(AdminPredictionsDocument, options);
}
