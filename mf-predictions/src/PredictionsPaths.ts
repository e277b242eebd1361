import { itemPaths, useRemotePaths } from '@cigogne/ui/remote/remotePaths';

/** App paths of every predictions screen, under the mount point given by the shell. */
export const usePredictionPaths = () => useRemotePaths(paths);

export function paths(basePath: string) {
  const { item, ...common } = itemPaths(basePath);
  return {
    ...common,
    edit: (id: string) => item(id, 'edit'),
    manage: (id: string) => item(id, 'manage'),
    share: (id: string) => item(id, 'share'),
    stats: (id: string) => item(id, 'stats'),
  };
}

/** Screens of the other remotes a prediction links to (the shell mounts them at these prefixes). */
export const siblingPaths = {
  wishlist: (id: string) => `/wishlists/${id}`,
  createWishlist: (predictionId: string) => `/wishlists/create?predictionId=${encodeURIComponent(predictionId)}`,
  timeline: (id: string) => `/timelines/${id}/manage`,
};
