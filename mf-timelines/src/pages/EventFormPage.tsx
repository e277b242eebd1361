import { NotFound } from '@cigogne/ui/errors/NotFound';
import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { useCreateTimelineEventMutation, useUpdateTimelineEventMutation, type TimelineEventInput } from '@cigogne/graphql/timelines';
import { useNavigate, useParams } from '@cigogne/ui/router';
import { FormPage } from '@cigogne/ui/layout/FormPage';
import { submitThen } from '@cigogne/ui/forms/submitThen';
import { selectTimeline, useRouteTimeline, type TimelineData } from '../data/routeTimeline';
import { TIMELINE_REFETCH_QUERIES } from '../data/refetchQueries';
import { EventForm } from '../forms/EventForm';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { useTimelinePaths } from '../TimelinesPaths';

function EventFormScreen({ timeline, eventId }: { timeline: TimelineData; eventId?: string }) {
  const navigate = useNavigate();
  const paths = useTimelinePaths();
  const t = useTimelinesT();
  const event = eventId ? timeline.events.find((e) => e.id === eventId) : undefined;
  const options = { refetchQueries: TIMELINE_REFETCH_QUERIES, awaitRefetchQueries: true };
  const [createEvent, creation] = useCreateTimelineEventMutation(options);
  const [updateEvent, update] = useUpdateTimelineEventMutation(options);
  const back = () => navigate(paths.manage(timeline.id));

  if (eventId && !event) return <NotFound />;

  const submit = (input: TimelineEventInput) =>
    submitThen<unknown>(
      event
        ? updateEvent({ variables: { timelineId: timeline.id, eventId: event.id, input } })
        : createEvent({ variables: { timelineId: timeline.id, input } }),
      back,
    );

  return (
    <FormPage
      title={t(event ? 'timelines.event.editTitle' : 'timelines.event.createTitle')}
      subtitle={timeline.title}
      back={{ to: paths.manage(timeline.id), label: timeline.title }}
    >
      <EventForm
        initial={event}
        submitLabel={t(event ? 'timelines.event.submitEdit' : 'timelines.event.submitCreate')}
        submitting={creation.loading || update.loading}
        error={event ? update.error : creation.error}
        onSubmit={submit}
        onCancel={back}
      />
    </FormPage>
  );
}

/** /timelines/:id/events/create and /timelines/:id/events/:eventId/edit. */
export function EventFormPage() {
  const { eventId } = useParams();
  const query = useRouteTimeline();
  return (
    <QueryGate result={query} select={selectTimeline} ownerOnly>
      {(timeline) => <EventFormScreen timeline={timeline} eventId={eventId} />}
    </QueryGate>
  );
}
