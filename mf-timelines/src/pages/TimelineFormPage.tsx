import { useCreateTimelineMutation, useUpdateTimelineMutation, type TimelineInput } from '@cigogne/graphql/timelines';
import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { useNavigate } from '@cigogne/ui/router';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
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

  const submit = async (input: TimelineInput) => {
    try {
      const { data } = await createTimeline({ variables: { input } });
      if (data) navigate(paths.manage(data.createTimeline.id));
    } catch {
      // shown by the form's error banner
    }
  };

  return (
    <div className="cg-page cg-page--narrow">
      <PageHeader title={t('timelines.form.createTitle')} back={{ to: paths.list, label: t('timelines.list.title') }} />
      <div className="cg-panel">
        <TimelineForm
          submitLabel={t('timelines.form.submitCreate')}
          submitting={loading}
          error={error}
          onSubmit={submit}
          onCancel={() => navigate(paths.list)}
        />
      </div>
    </div>
  );
}

function EditTimeline({ timeline }: { timeline: TimelineData }) {
  const t = useTimelinesT();
  const navigate = useNavigate();
  const paths = useTimelinePaths();
  const [updateTimeline, { loading, error }] = useUpdateTimelineMutation({ refetchQueries: TIMELINE_REFETCH_QUERIES });

  const submit = async (input: TimelineInput) => {
    try {
      await updateTimeline({ variables: { id: timeline.id, input } });
      navigate(paths.manage(timeline.id));
    } catch {
      // shown by the form's error banner
    }
  };

  return (
    <div className="cg-page cg-page--narrow">
      <PageHeader
        title={t('timelines.form.editTitle')}
        subtitle={timeline.title}
        back={{ to: paths.manage(timeline.id), label: timeline.title }}
      />
      <div className="cg-panel">
        <TimelineForm
          initial={timeline}
          submitLabel={t('timelines.form.submitEdit')}
          submitting={loading}
          error={error}
          onSubmit={submit}
          onCancel={() => navigate(paths.manage(timeline.id))}
        />
      </div>
    </div>
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
