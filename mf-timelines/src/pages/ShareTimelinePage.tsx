import { SharePanel } from '@cigogne/ui/share/SharePanel';
import { publicUrl } from '@cigogne/ui/share/publicUrl';
import { useIntl } from 'react-intl';
import { PageHeader } from '../components/PageHeader';
import { TimelineGate } from '../components/TimelineGate';
import { useTimelinePaths } from '../TimelinesContext';

/** /timelines/:id/share: the public link with copy and native share, or the private warning. */
export function ShareTimelinePage() {
  const intl = useIntl();
  const paths = useTimelinePaths();
  return (
    <TimelineGate ownerOnly>
      {(timeline) => (
        <div className="tl-page tl-page--narrow">
          <PageHeader
            title={intl.formatMessage({ id: 'timelines.share.title' })}
            subtitle={
              timeline.visibility === 'public'
                ? intl.formatMessage({ id: 'timelines.share.subtitle' }, { firstName: timeline.firstName })
                : timeline.title
            }
            back={{ to: paths.manage(timeline.id), label: timeline.title }}
          />
          <div className="tl-panel">
            <SharePanel
              url={publicUrl(paths.view(timeline.id))}
              isPublic={timeline.visibility === 'public'}
              editPath={paths.edit(timeline.id)}
              shareTitle={timeline.title}
            />
          </div>
        </div>
      )}
    </TimelineGate>
  );
}
