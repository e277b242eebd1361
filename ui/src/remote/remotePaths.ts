import { useRemoteContext } from './RemoteContext';

/**
 * The screens every remote has, under its mount point: the list, the creation form, one item and
 * an item's sub-screen (`${basePath}/${id}/${screen}`).
 */
export function itemPaths(basePath: string) {
  const item = (id: string, screen: string) => `${basePath}/${id}/${screen}`;
  return {
    list: basePath,
    create: `${basePath}/create`,
    view: (id: string) => `${basePath}/${id}`,
    item,
  };
}

/** itemPaths plus the owner's screens of an item that predictions and timelines both have. */
export function ownedItemPaths(basePath: string) {
  const paths = itemPaths(basePath);
  return {
    ...paths,
    edit: (id: string) => paths.item(id, 'edit'),
    manage: (id: string) => paths.item(id, 'manage'),
    share: (id: string) => paths.item(id, 'share'),
  };
}

/** A remote's `paths(basePath)`, at the mount point the shell gave it. */
export function useRemotePaths<T>(paths: (basePath: string) => T): T {
  return paths(useRemoteContext().basePath);
}
