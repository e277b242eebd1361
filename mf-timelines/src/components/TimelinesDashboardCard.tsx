import { PlusOutlined } from '@ant-design/icons';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { useTimelinesQuery } from '@cigogne/graphql/timelines';
import { Card, Empty } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useTimelinePaths } from '../TimelinesContext';
import { ButtonLink } from './ButtonLink';
import { DashboardTimelineRow } from './DashboardTimelineRow';

/** The dashboard's timelines card (SPEC section 2, "/"): my timelines, create, empty state. */
export function TimelinesDashboardCard() {
  const intl = useIntl();
  const paths = useTimelinePaths();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading, error } = useTimelinesQuery();
  const timelines = data?.timelines ?? [];
  const create = (
    <ButtonLink to={paths.create} icon={<PlusOutlined aria-hidden />} size="small" type="primary" ghost>
      {t('timelines.card.create')}
    </ButtonLink>
  );

  let body;
  if (loading && !data) body = <SectionLoader />;
  else if (error && !data) body = <FormErrorBanner error={error} />;
  else if (timelines.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span className="tl-empty-text">{t('timelines.card.empty')}</span>} />;
  else
    body = (
      <>
        <ul className="tl-card-rows">
          {timelines.map((timeline) => (
            <DashboardTimelineRow key={timeline.id} timeline={timeline} />
          ))}
        </ul>
        <Link to={paths.list} className="tl-card-all">
          {t('timelines.card.seeAll')}
        </Link>
      </>
    );

  return (
    <Card title={<h2 className="tl-card-title">{t('timelines.card.title')}</h2>} extra={create} className="tl-dashboard-card">
      {body}
    </Card>
  );
}
