import { useCreateTimelineMutation, useUpdateTimelineMutation, type TimelineInput } from '@cigogne/graphql/timelines';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { TimelineGate, type TimelineData } from '../components/TimelineGate';
import { TIMELINE_QUERIES } from '../data/refetch';
import { TimelineForm } from '../forms/TimelineForm';
import { useTimelinePaths } from '../TimelinesContext';

/** /timelines/create: a new timeline, then its manage screen. */
export function CreateTimelinePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const paths = useTimelinePaths();
  const [createTimeline, { loading, error }] = useCreateTimelineMutation({ refetchQueries: TIMELINE_QUERIES });

  const submit = async (input: TimelineInput) => {
    try {
      const { data } = await createTimeline({ variables: { input } });
      if (data) navigate(paths.manage(data.createTimeline.id));
    } catch {
      // shown by the form's error banner
    }
  };

  return (
    <div className="tl-page tl-page--narrow">
      <PageHeader
        title={intl.formatMessage({ id: 'timelines.form.createTitle' })}
        back={{ to: paths.list, label: intl.formatMessage({ id: 'timelines.list.title' }) }}
      />
      <div className="tl-panel">
        <TimelineForm
          submitLabel={intl.formatMessage({ id: 'timelines.form.submitCreate' })}
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
  const intl = useIntl();
  const navigate = useNavigate();
  const paths = useTimelinePaths();
  const [updateTimeline, { loading, error }] = useUpdateTimelineMutation({ refetchQueries: TIMELINE_QUERIES });

  const submit = async (input: TimelineInput) => {
    try {
      await updateTimeline({ variables: { id: timeline.id, input } });
      navigate(paths.manage(timeline.id));
    } catch {
      // shown by the form's error banner
    }
  };

  return (
    <div className="tl-page tl-page--narrow">
      <PageHeader
        title={intl.formatMessage({ id: 'timelines.form.editTitle' })}
        subtitle={timeline.title}
        back={{ to: paths.manage(timeline.id), label: timeline.title }}
      />
      <div className="tl-panel">
        <TimelineForm
          initial={timeline}
          submitLabel={intl.formatMessage({ id: 'timelines.form.submitEdit' })}
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
  return <TimelineGate ownerOnly>{(timeline) => <EditTimeline timeline={timeline} />}</TimelineGate>;
}
