import { itemPaths, useRemotePaths } from '@cigogne/ui/remote/remotePaths';

/** App paths of every timelines screen, under the mount point given by the shell. */
export const useTimelinePaths = () => useRemotePaths(paths);

export function paths(basePath: string) {
  const { item, ...common } = itemPaths(basePath);
  return {
    ...common,
    edit: (id: string) => item(id, 'edit'),
    manage: (id: string) => item(id, 'manage'),
    share: (id: string) => item(id, 'share'),
    createEvent: (id: string) => item(id, 'events/create'),
    editEvent: (id: string, eventId: string) => item(id, `events/${eventId}/edit`),
  };
}
