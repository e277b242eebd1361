import type { RemoteRoutesProps, ServerRenderedPath } from '@cigogne/remote-contract/contract';
import { lazyPage } from '@cigogne/ui/loaders/lazyPage';
import { defineRemote } from '@cigogne/ui/remote/defineRemote';
import { shareRoute } from '@cigogne/ui/share/shareRoute';
import { Route, Routes } from '@cigogne/ui/router';
import { timelinesCatalogues } from '../i18n/catalogues';
import '../timelines.css';

// One chunk per screen: a guest on a public timeline does not download the owner's screens.
const PublicTimelinePage = lazyPage(() => import(/* webpackChunkName: "tl-public" */ '../pages/PublicTimelinePage'), 'PublicTimelinePage');
const TimelineListPage = lazyPage(() => import(/* webpackChunkName: "tl-list" */ '../pages/TimelineListPage'), 'TimelineListPage');
const CreateTimelinePage = lazyPage(() => import(/* webpackChunkName: "tl-form" */ '../pages/TimelineFormPage'), 'CreateTimelinePage');
const EditTimelinePage = lazyPage(() => import(/* webpackChunkName: "tl-form" */ '../pages/TimelineFormPage'), 'EditTimelinePage');
const ManageTimelinePage = lazyPage(() => import(/* webpackChunkName: "tl-manage" */ '../pages/ManageTimelinePage'), 'ManageTimelinePage');
const ShareTimelinePage = lazyPage(() => import(/* webpackChunkName: "tl-share" */ '../pages/ShareTimelinePage'), 'ShareTimelinePage');
const EventFormPage = lazyPage(() => import(/* webpackChunkName: "tl-event-form" */ '../pages/EventFormPage'), 'EventFormPage');

const NotFound = lazyPage(() => import(/* webpackChunkName: "tl-not-found" */ '@cigogne/ui/errors/NotFound'));

/**
 * './routes' of mf_timelines, mounted by the shell at /timelines/* for everyone: the public view
 * works signed out, every other screen goes through the shell's requireAuth.
 */
function TimelinesRoutes({ requireAuth, user }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={requireAuth(<TimelineListPage />)} />
      <Route path="create" element={requireAuth(<CreateTimelinePage />)} />
      <Route path=":id" element={<PublicTimelinePage />} />
      <Route path=":id/edit" element={requireAuth(<EditTimelinePage />)} />
      <Route path=":id/manage" element={requireAuth(<ManageTimelinePage />)} />
      <Route path=":id/share" element={shareRoute({ user, requireAuth }, <ShareTimelinePage />)} />
      <Route path=":id/events/create" element={requireAuth(<EventFormPage />)} />
      <Route path=":id/events/:eventId/edit" element={requireAuth(<EventFormPage />)} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/**
 * Public pages the gateway renders on the server for a signed-out visitor (see ServerRoutesModule);
 * the public timeline is sent as islands (src/islands/timeline.island.ts).
 */
export const serverRenderedPaths: ServerRenderedPath[] = [{ path: ':id', chunk: 'tl-public', island: 'timeline' }];

export default defineRemote(TimelinesRoutes, { catalogues: timelinesCatalogues });
