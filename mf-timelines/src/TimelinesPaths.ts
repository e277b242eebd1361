import { ownedItemPaths, useRemotePaths } from '@cigogne/ui/remote/remotePaths';

/** App paths of every timelines screen, under the mount point given by the shell. */
export const useTimelinePaths = () => useRemotePaths(paths);

export function paths(basePath: string) {
  const { item, ...common } = ownedItemPaths(basePath);
  return {
    ...common,
    createEvent: (id: string) => item(id, 'events/create'),
    editEvent: (id: string, eventId: string) => item(id, `events/${eventId}/edit`),
  };
}
