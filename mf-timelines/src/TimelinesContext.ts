import { useRemoteContext } from '@cigogne/ui/remote/RemoteContext';

/** App paths of every timelines screen, under the mount point given by the shell. */
export function useTimelinePaths() {
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
    createEvent: (id: string) => `${basePath}/${id}/events/create`,
    editEvent: (id: string, eventId: string) => `${basePath}/${id}/events/${eventId}/edit`,
  };
}
