import { BookOutlined, EditOutlined, EyeOutlined, PlusOutlined, ShareAltOutlined } from '@ant-design/icons';
import { formatAgeAt } from '@cigogne/ui/format/age';
import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { formatDateTime } from '@cigogne/ui/format/date';
import { CoOwnersSection } from '@cigogne/ui/co-owners/CoOwnersSection';
import { SharePanel } from '@cigogne/ui/share/SharePanel';
import { publicUrl } from '@cigogne/ui/share/publicUrl';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import { VisibilityBadge } from '@cigogne/ui/visibility/VisibilityBadge';
import { useDeleteTimelineEventMutation } from '@cigogne/graphql/timelines';
import { Button, Empty } from 'antd';
import { useState } from 'react';

import { useIntl } from 'react-intl';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { BabyBookDialog } from '../components/BabyBookDialog';
import { EventListItem } from '../components/EventListItem';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { selectTimeline, useRouteTimeline, type TimelineData } from '../data/routeTimeline';
import { useConfirmedDelete } from '@cigogne/ui/dialogs/useConfirmedDelete';
import { TIMELINE_REFETCH_QUERIES } from '../data/refetchQueries';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { useTimelinePaths } from '../TimelinesPaths';

type TimelineEvent = TimelineData['events'][number];

function ManageTimeline({ timeline }: { timeline: TimelineData }) {
  const intl = useIntl();
  const paths = useTimelinePaths();
  const t = useTimelinesT();
  const [deleteEvent, deletion] = useDeleteTimelineEventMutation({ refetchQueries: TIMELINE_REFETCH_QUERIES, awaitRefetchQueries: true });
  const age = formatAgeAt(timeline.birthDate, new Date(), intl.locale);
  const [bookOpen, setBookOpen] = useState(false);

  const { ask, dialog } = useConfirmedDelete(
    (event: TimelineEvent) => deleteEvent({ variables: { timelineId: timeline.id, eventId: event.id } }),
    deletion,
  );

  const addEvent = (
    <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to={paths.createEvent(timeline.id)}>
      {t('timelines.manage.addEvent')}
    </ButtonLink>
  );

  return (
    <div className="cg-page">
      <PageHeader
        title={timeline.title}
        back={{ to: paths.list, label: t('timelines.list.title') }}
        actions={
          <>
            <ButtonLink icon={<EyeOutlined aria-hidden />} to={paths.view(timeline.id)}>
              {t('timelines.manage.view')}
            </ButtonLink>
            <ButtonLink icon={<EditOutlined aria-hidden />} to={paths.edit(timeline.id)}>
              {t('timelines.manage.edit')}
            </ButtonLink>
            <Button icon={<BookOutlined aria-hidden />} onClick={() => setBookOpen(true)}>
              {t('timelines.book.open')}
            </Button>
          </>
        }
      />
      <div className="tl-manage">
        {/* the events first: on a phone they (and adding one) come before the details and sharing */}
        <section className="cg-panel tl-manage__events" aria-labelledby="tl-events">
          <div className="cg-panel__head">
            <h2 id="tl-events" className="cg-panel__title">
              {t('timelines.manage.events')}
            </h2>
            {timeline.events.length > 0 && addEvent}
          </div>
          {timeline.events.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <span className="cg-empty-text">
                  {t('timelines.manage.noEvents')}
                  <br />
                  {t('timelines.manage.noEventsHint')}
                </span>
              }
            >
              {addEvent}
            </Empty>
          ) : (
            <ul className="tl-event-rows">
              {timeline.events.map((event) => (
                <EventListItem key={event.id} event={event} editPath={paths.editEvent(timeline.id, event.id)} onDelete={() => ask(event)} />
              ))}
            </ul>
          )}
        </section>
        <div className="tl-manage__side">
          <section className="cg-panel" aria-labelledby="tl-details" style={{ borderTopColor: themeShades(timeline.themeColor).swatch }}>
            <h2 id="tl-details" className="cg-panel__title">
              {t('timelines.manage.details')}
            </h2>
            <dl className="tl-details">
              <dt>{t('timelines.form.title')}</dt>
              <dd>{timeline.title}</dd>
              <dt>{t('timelines.form.firstName')}</dt>
              <dd>{timeline.firstName}</dd>
              <dt>{t('timelines.manage.birthDate')}</dt>
              <dd>{formatDateTime(timeline.birthDate, intl.locale)}</dd>
              {age && (
                <>
                  <dt>{t('timelines.manage.age')}</dt>
                  <dd>{age}</dd>
                </>
              )}
              <dt>{t('timelines.form.visibility')}</dt>
              <dd>
                <VisibilityBadge visibility={timeline.visibility} />
              </dd>
            </dl>
          </section>
          <section className="cg-panel" aria-labelledby="tl-share">
            <h2 id="tl-share" className="cg-panel__title">
              {t('timelines.manage.share')}
            </h2>
            {timeline.visibility === 'public' ? (
              <>
                <p className="cg-muted">{t('timelines.manage.shareHint')}</p>
                <ButtonLink icon={<ShareAltOutlined aria-hidden />} to={paths.share(timeline.id)}>
                  {t('timelines.manage.share')}
                </ButtonLink>
              </>
            ) : (
              <SharePanel url={publicUrl(paths.view(timeline.id))} isPublic={false} editPath={paths.edit(timeline.id)} />
            )}
          </section>
          <CoOwnersSection kind="timeline" pageId={timeline.id} sharedWithMe={timeline.sharedWithMe} leaveTo={paths.list} />
        </div>
      </div>
      {dialog}
      <BabyBookDialog timeline={timeline} open={bookOpen} onClose={() => setBookOpen(false)} />
    </div>
  );
}

/** /timelines/:id/manage: details, events (edit, delete, add), the share control and the baby book. */
export function ManageTimelinePage() {
  const query = useRouteTimeline();
  return (
    <QueryGate result={query} select={selectTimeline} ownerOnly>
      {(timeline) => <ManageTimeline timeline={timeline} />}
    </QueryGate>
  );
}
