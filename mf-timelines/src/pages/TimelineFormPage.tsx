import { useCreateTimelineMutation, useUpdateTimelineMutation, type TimelineInput } from '@cigogne/graphql/timelines';
import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { useNavigate } from '@cigogne/ui/router';
import { FormPage } from '@cigogne/ui/layout/FormPage';
import { submitThen } from '@cigogne/ui/forms/submitThen';
import { selectTimeline, useRouteTimeline, type TimelineData } from '../data/routeTimeline';
import { TIMELINE_REFETCH_QUERIES } from '../data/refetchQueries';
import { TimelineForm } from '../forms/TimelineForm';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { useTimelinePaths } from '../TimelinesPaths';

/** /timelines/create: a new timeline, then its manage screen. */
export function CreateTimelinePage() {
  const t = useTimelinesT();
  const navigate = useNavigate();
  const paths = useTimelinePaths();
  const [createTimeline, { loading, error }] = useCreateTimelineMutation({ refetchQueries: TIMELINE_REFETCH_QUERIES });

  const submit = (input: TimelineInput) =>
    submitThen(createTimeline({ variables: { input } }), ({ data }) => data && navigate(paths.manage(data.createTimeline.id)));

  return (
    <FormPage title={t('timelines.form.createTitle')} back={{ to: paths.list, label: t('timelines.list.title') }}>
      <TimelineForm
        submitLabel={t('timelines.form.submitCreate')}
        submitting={loading}
        error={error}
        onSubmit={submit}
        onCancel={() => navigate(paths.list)}
      />
    </FormPage>
  );
}

function EditTimeline({ timeline }: { timeline: TimelineData }) {
  const t = useTimelinesT();
  const navigate = useNavigate();
  const paths = useTimelinePaths();
  const [updateTimeline, { loading, error }] = useUpdateTimelineMutation({ refetchQueries: TIMELINE_REFETCH_QUERIES });

  const submit = (input: TimelineInput) =>
    submitThen(updateTimeline({ variables: { id: timeline.id, input } }), () => navigate(paths.manage(timeline.id)));

  return (
    <FormPage
      title={t('timelines.form.editTitle')}
      subtitle={timeline.title}
      back={{ to: paths.manage(timeline.id), label: timeline.title }}
    >
      <TimelineForm
        initial={timeline}
        submitLabel={t('timelines.form.submitEdit')}
        submitting={loading}
        error={error}
        onSubmit={submit}
        onCancel={() => navigate(paths.manage(timeline.id))}
      />
    </FormPage>
  );
}

/** /timelines/:id/edit: the same form filled with the timeline, then its manage screen. */
export function EditTimelinePage() {
  const query = useRouteTimeline();
  return (
    <QueryGate result={query} select={selectTimeline} ownerOnly>
      {(timeline) => <EditTimeline timeline={timeline} />}
    </QueryGate>
  );
}
