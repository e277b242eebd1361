import { useRemoteContext } from '@cigogne/ui/remote/RemoteContext';

/** App paths of every predictions screen, under the mount point given by the shell. */
export function usePredictionPaths() {
  const { basePath } = useRemoteContext();
  return paths(basePath);
}

export function paths(basePath: string) {
  return {
    list: basePath,
    create: `${basePath}/create`,
    view: (id: string) => `${basePath}/${id}`,
    edit: (id: string) => `${basePath}/${id}/edit`,
    manage: (id: string) => `${basePath}/${id}/manage`,
    share: (id: string) => `${basePath}/${id}/share`,
    stats: (id: string) => `${basePath}/${id}/stats`,
  };
}

/** Screens of the other remotes a prediction links to (the shell mounts them at these prefixes). */
export const siblingPaths = {
  wishlist: (id: string) => `/wishlists/${id}`,
  createWishlist: (predictionId: string) => `/wishlists/create?predictionId=${encodeURIComponent(predictionId)}`,
  timeline: (id: string) => `/timelines/${id}/manage`,
};
