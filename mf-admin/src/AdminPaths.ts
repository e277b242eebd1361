import { useRemoteContext } from '@cigogne/ui/remote/RemoteContext';

/** App paths of every admin screen, under the mount point given by the shell. */
export function useAdminPaths() {
  const { basePath } = useRemoteContext();
  return {
    users: `${basePath}/users`,
    wishlists: `${basePath}/wishlists`,
    predictions: `${basePath}/predictions`,
    errors: `${basePath}/errors`,
    contacts: `${basePath}/contacts`,
    mails: `${basePath}/mails`,
    remotes: `${basePath}/remotes`,
  };
}
