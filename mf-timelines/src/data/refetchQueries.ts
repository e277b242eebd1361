/**
 * Queries refreshed after a timeline mutation (by operation name: only the ones on screen refetch;
 * the others revalidate when shown again, the client's default being cache-and-network).
 */
export const TIMELINE_REFETCH_QUERIES = ['Timelines', 'Timeline'];
