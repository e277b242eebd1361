import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { useMemo } from 'react';
import { TimelineBanner } from '../components/TimelineBanner';
import { selectTimeline, useRouteTimeline } from '../data/routeTimeline';
import { VerticalTimeline } from '../components/VerticalTimeline';

/** /timelines/:id: the public timeline, signed in or not (a private one only for its owner). */
export function PublicTimelinePage() {
  // The running age is computed once per visit: a page left open overnight is not worth a timer.
  const now = useMemo(() => new Date(), []);
  const query = useRouteTimeline();
  return (
    <QueryGate result={query} select={selectTimeline}>
      {(timeline) => (
        <div className="tl-public">
          <TimelineBanner timeline={timeline} now={now} />
          <VerticalTimeline timeline={timeline} />
        </div>
      )}
    </QueryGate>
  );
}
