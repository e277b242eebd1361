import { NotFound } from '@cigogne/ui/errors/NotFound';
import { useCreateTimelineEventMutation, useUpdateTimelineEventMutation, type TimelineEventInput } from '@cigogne/graphql/timelines';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { TimelineGate, type TimelineData } from '../components/TimelineGate';
import { TIMELINE_QUERIES } from '../data/refetch';
import { EventForm } from '../forms/EventForm';
import { useTimelinePaths } from '../TimelinesContext';

function EventFormScreen({ timeline, eventId }: { timeline: TimelineData; eventId?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const paths = useTimelinePaths();
  const t = (id: string) => intl.formatMessage({ id });
  const event = eventId ? timeline.events.find((e) => e.id === eventId) : undefined;
  const options = { refetchQueries: TIMELINE_QUERIES, awaitRefetchQueries: true };
  const [createEvent, creation] = useCreateTimelineEventMutation(options);
  const [updateEvent, update] = useUpdateTimelineEventMutation(options);
  const back = () => navigate(paths.manage(timeline.id));

  if (eventId && !event) return <NotFound />;

  const submit = async (input: TimelineEventInput) => {
    try {
      if (event) await updateEvent({ variables: { timelineId: timeline.id, eventId: event.id, input } });
      else await createEvent({ variables: { timelineId: timeline.id, input } });
      back();
    } catch {
      // shown by the form's error banner
    }
  };

  return (
    <div className="tl-page tl-page--narrow">
      <PageHeader
        title={t(event ? 'timelines.event.editTitle' : 'timelines.event.createTitle')}
        subtitle={timeline.title}
        back={{ to: paths.manage(timeline.id), label: timeline.title }}
      />
      <div className="tl-panel">
        <EventForm
          initial={event}
          submitLabel={t(event ? 'timelines.event.submitEdit' : 'timelines.event.submitCreate')}
          submitting={creation.loading || update.loading}
          error={event ? update.error : creation.error}
          onSubmit={submit}
          onCancel={back}
        />
      </div>
    </div>
  );
}

/** /timelines/:id/events/create and /timelines/:id/events/:eventId/edit. */
export function EventFormPage() {
  const { eventId } = useParams();
  return <TimelineGate ownerOnly>{(timeline) => <EventFormScreen timeline={timeline} eventId={eventId} />}</TimelineGate>;
}
