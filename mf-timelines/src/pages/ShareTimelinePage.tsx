import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { SharePanel } from '@cigogne/ui/share/SharePanel';
import { publicUrl } from '@cigogne/ui/share/publicUrl';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { selectTimeline, useRouteTimeline } from '../data/routeTimeline';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { useTimelinePaths } from '../TimelinesPaths';

/** /timelines/:id/share: the public link with copy and native share, or the private warning. */
export function ShareTimelinePage() {
  const t = useTimelinesT();
  const paths = useTimelinePaths();
  const query = useRouteTimeline();
  return (
    <QueryGate result={query} select={selectTimeline} ownerOnly>
      {(timeline) => (
        <div className="cg-page cg-page--narrow">
          <PageHeader
            title={t('timelines.share.title')}
            subtitle={timeline.visibility === 'public' ? t('timelines.share.subtitle', { firstName: timeline.firstName }) : timeline.title}
            back={{ to: paths.manage(timeline.id), label: timeline.title }}
          />
          <div className="cg-panel">
            <SharePanel
              url={publicUrl(paths.view(timeline.id))}
              isPublic={timeline.visibility === 'public'}
              editPath={paths.edit(timeline.id)}
              shareTitle={timeline.title}
            />
          </div>
        </div>
      )}
    </QueryGate>
  );
}
