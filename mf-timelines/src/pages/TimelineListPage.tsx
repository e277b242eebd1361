import { ListCards } from '@cigogne/ui/layout/ListCard';
import { PlusOutlined } from '@ant-design/icons';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { useDeleteTimelineMutation, useTimelinesQuery, type TimelinesQuery } from '@cigogne/graphql/timelines';
import { Empty } from 'antd';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { TimelineListItem } from '../components/TimelineListItem';
import { useConfirmedDelete } from '@cigogne/ui/dialogs/useConfirmedDelete';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { useTimelinePaths } from '../TimelinesPaths';

type Timeline = TimelinesQuery['timelines'][number];

/** /timelines: my timelines, the create button, and deletion after confirmation (staying here). */
export function TimelineListPage() {
  const paths = useTimelinePaths();
  const t = useTimelinesT();
  const { data, loading, error } = useTimelinesQuery();
  const [deleteTimeline, deletion] = useDeleteTimelineMutation({
    refetchQueries: ['Timelines'],
    awaitRefetchQueries: true,
    // The deleted timeline must not linger in the cache (the dashboard card reads it too).
    update: (cache, _result, { variables }) => {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Timeline', id: variables.id }) });
      cache.gc();
    },
  });

  const { ask, dialog } = useConfirmedDelete((timeline: Timeline) => deleteTimeline({ variables: { id: timeline.id } }), deletion);

  const create = (
    <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to={paths.create}>
      {t('timelines.list.create')}
    </ButtonLink>
  );
  const timelines = data?.timelines ?? [];

  return (
    <div className="cg-page">
      <PageHeader
        title={t('timelines.list.title')}
        subtitle={t('timelines.list.subtitle')}
        actions={timelines.length ? create : undefined}
      />
      {error && !data ? <FormErrorBanner error={error} /> : null}
      {loading && !data ? (
        <SectionLoader rows={6} />
      ) : timelines.length === 0 && !error ? (
        <div className="cg-empty">
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <span className="cg-empty-text">
                <strong>{t('timelines.list.empty')}</strong>
                <br />
                {t('timelines.list.emptyHint')}
              </span>
            }
          >
            {create}
          </Empty>
        </div>
      ) : (
        <ListCards>
          {timelines.map((timeline) => (
            <TimelineListItem key={timeline.id} timeline={timeline} onDelete={() => ask(timeline)} />
          ))}
        </ListCards>
      )}
      {dialog}
    </div>
  );
}
