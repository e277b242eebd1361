import { itemPaths, useRemotePaths } from '@cigogne/ui/remote/remotePaths';

/** App paths of every wishlists screen, under the mount point given by the shell. */
export const useWishlistPaths = () => useRemotePaths(paths);

/** The settings tabs (docs/product.md#wishlist-settings), in display order (share is hidden on small screens). */
export const SETTINGS_TABS = ['theme', 'edit', 'reservations', 'stats', 'share', 'co-parents'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function paths(basePath: string) {
  const { item, ...common } = itemPaths(basePath);
  return {
    ...common,
    example: `${basePath}/example`,
    settings: (id: string, tab: SettingsTab) => item(id, tab),
    cancel: (id: string, token: string) => item(id, `items/${token}/cancel`),
  };
}
