import { useTimelineQuery, type TimelineQuery } from '@cigogne/graphql/timelines';
import { useParams } from '@cigogne/ui/router';

export type TimelineData = TimelineQuery['timeline'];

/** The Timeline query of the route's :id, to hand to ui's QueryGate with `select={selectTimeline}`. */
export function useRouteTimeline() {
  const { id = '' } = useParams();
  return useTimelineQuery({ variables: { id } });
}

export const selectTimeline = (data: TimelineQuery): TimelineData => data.timeline;
