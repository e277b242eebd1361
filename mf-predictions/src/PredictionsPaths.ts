import { ownedItemPaths, useRemotePaths } from '@cigogne/ui/remote/remotePaths';

/** App paths of every predictions screen, under the mount point given by the shell. */
export const usePredictionPaths = () => useRemotePaths(paths);

export function paths(basePath: string) {
  const { item, ...common } = ownedItemPaths(basePath);
  return { ...common, stats: (id: string) => item(id, 'stats') };
}

/** Screens of the other remotes a prediction links to (the shell mounts them at these prefixes). */
export const siblingPaths = {
  wishlist: (id: string) => `/wishlists/${id}`,
  createWishlist: (predictionId: string) => `/wishlists/create?predictionId=${encodeURIComponent(predictionId)}`,
  timeline: (id: string) => `/timelines/${id}/manage`,
};
