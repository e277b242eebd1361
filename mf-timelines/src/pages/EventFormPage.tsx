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
import { EventPhotosField } from '../photos/EventPhotosField';
import { usePhotoUploads } from '../photos/usePhotoUploads';
import { useApolloClient } from '@cigogne/ui/apollo/facade';
import { useState } from 'react';

function EventFormScreen({ timeline, eventId }: { timeline: TimelineData; eventId?: string }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const paths = useTimelinePaths();
  const t = useTimelinesT();
  const event = eventId ? timeline.events.find((e) => e.id === eventId) : undefined;
  const options = { refetchQueries: TIMELINE_REFETCH_QUERIES, awaitRefetchQueries: true };
  const [createEvent, creation] = useCreateTimelineEventMutation(options);
  const [updateEvent, update] = useUpdateTimelineEventMutation(options);
  const uploads = usePhotoUploads(timeline.id);
  // once created, a second save (after a photo failed) updates the event rather than adding another
  const [savedId, setSavedId] = useState(event?.id);
  const back = () => navigate(paths.manage(timeline.id));

  if (eventId && !event) return <NotFound />;

  const save = async (input: TimelineEventInput): Promise<string> => {
    if (savedId) {
      await updateEvent({ variables: { timelineId: timeline.id, eventId: savedId, input } });
      return savedId;
    }
    const created = await createEvent({ variables: { timelineId: timeline.id, input } });
    const id = created.data!.createTimelineEvent.id;
    setSavedId(id);
    return id;
  };

  const submit = (input: TimelineEventInput) =>
    submitThen(save(input), async (id) => {
      // the photos after the event (they need its id); any left unsent keeps the user here to see why
      if (await uploads.send(id)) back();
      else await client.refetchQueries({ include: TIMELINE_REFETCH_QUERIES });
    });

  return (
    <FormPage
      title={t(event ? 'timelines.event.editTitle' : 'timelines.event.createTitle')}
      subtitle={timeline.title}
      back={{ to: paths.manage(timeline.id), label: timeline.title }}
    >
      <EventForm
        initial={event}
        submitLabel={t(event ? 'timelines.event.submitEdit' : 'timelines.event.submitCreate')}
        submitting={creation.loading || update.loading || uploads.uploading}
        error={event ? update.error : creation.error}
        onSubmit={submit}
        onCancel={back}
      >
        <EventPhotosField
          timelineId={timeline.id}
          eventId={savedId}
          existing={timeline.events.find((e) => e.id === savedId)?.photos ?? []}
          uploads={uploads}
        />
      </EventForm>
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
