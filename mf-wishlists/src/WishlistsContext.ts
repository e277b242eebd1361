import { useRemoteContext } from '@cigogne/ui/remote/RemoteContext';

/** App paths of every wishlists screen, under the mount point given by the shell. */
export function useWishlistPaths() {
  const { basePath } = useRemoteContext();
  return paths(basePath);
}

/** The settings tabs of SPEC section 2, in display order (share is hidden on small screens). */
export const SETTINGS_TABS = ['theme', 'edit', 'reservations', 'stats', 'share'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function paths(basePath: string) {
  return {
    list: basePath,
    create: `${basePath}/create`,
    example: `${basePath}/example`,
    view: (id: string) => `${basePath}/${id}`,
    settings: (id: string, tab: SettingsTab) => `${basePath}/${id}/${tab}`,
    cancel: (id: string, token: string) => `${basePath}/${id}/items/${token}/cancel`,
  };
}
