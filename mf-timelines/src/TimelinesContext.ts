import type { RemoteRoutesProps } from '../../shell/src/remotes/contract';
import { createContext, useContext } from 'react';

/** What the shell gave the remote (see shell/src/remotes/contract.ts), for every page below it. */
export type TimelinesContextValue = Pick<RemoteRoutesProps, 'basePath' | 'user'>;

export const TimelinesContext = createContext<TimelinesContextValue>({ basePath: '/timelines', user: null });

export const useTimelinesContext = () => useContext(TimelinesContext);

/** App paths of every timelines screen, under the mount point given by the shell. */
export function useTimelinePaths() {
  const { basePath } = useTimelinesContext();
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
