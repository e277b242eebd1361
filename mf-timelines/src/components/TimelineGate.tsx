import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { NotFound } from '@cigogne/ui/errors/NotFound';
import { PageLoader } from '@cigogne/ui/loaders/PageLoader';
import { useTimelineQuery, type TimelineQuery } from '@cigogne/graphql/timelines';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isNotFound } from '../data/errors';

export type TimelineData = TimelineQuery['timeline'];

interface Props {
  /** Owner screens (manage, edit, share, events) treat someone else's public timeline as not found. */
  ownerOnly?: boolean;
  children: (timeline: TimelineData) => ReactNode;
}

/** Loads the timeline of the route's :id: loader, NotFound (absent or not accessible), error banner, or the page. */
export function TimelineGate({ ownerOnly = false, children }: Props) {
  const { id = '' } = useParams();
  const { data, loading, error } = useTimelineQuery({ variables: { id } });

  if (loading && !data) return <PageLoader />;
  if (isNotFound(error) || (data && ownerOnly && !data.timeline.isMine)) return <NotFound />;
  if (!data) {
    return (
      <div className="tl-page">
        <FormErrorBanner error={error ?? new Error('no data')} />
      </div>
    );
  }
  return <>{children(data.timeline)}</>;
}
