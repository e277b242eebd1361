import type { RemoteRoutesProps, ServerRenderedPath } from '@cigogne/remote-contract/contract';
import { heightBelowHeader } from '@cigogne/remote-contract/layout';
import { PageLoader } from '@cigogne/ui/loaders/PageLoader';
import { defineRemote } from '@cigogne/ui/remote/defineRemote';
import { shareRoute } from '@cigogne/ui/share/shareRoute';
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@cigogne/ui/router';
import { timelinesCatalogues } from '../i18n/catalogues';
import '../timelines.css';

// One chunk per screen: a guest on a public timeline does not download the owner's screens.
const PublicTimelinePage = lazy(() =>
  import(/* webpackChunkName: "tl-public" */ '../pages/PublicTimelinePage').then((m) => ({ default: m.PublicTimelinePage })),
);
const TimelineListPage = lazy(() =>
  import(/* webpackChunkName: "tl-list" */ '../pages/TimelineListPage').then((m) => ({ default: m.TimelineListPage })),
);
const CreateTimelinePage = lazy(() =>
  import(/* webpackChunkName: "tl-form" */ '../pages/TimelineFormPage').then((m) => ({ default: m.CreateTimelinePage })),
);
const EditTimelinePage = lazy(() =>
  import(/* webpackChunkName: "tl-form" */ '../pages/TimelineFormPage').then((m) => ({ default: m.EditTimelinePage })),
);
const ManageTimelinePage = lazy(() =>
  import(/* webpackChunkName: "tl-manage" */ '../pages/ManageTimelinePage').then((m) => ({ default: m.ManageTimelinePage })),
);
const ShareTimelinePage = lazy(() =>
  import(/* webpackChunkName: "tl-share" */ '../pages/ShareTimelinePage').then((m) => ({ default: m.ShareTimelinePage })),
);
const EventFormPage = lazy(() =>
  import(/* webpackChunkName: "tl-event-form" */ '../pages/EventFormPage').then((m) => ({ default: m.EventFormPage })),
);

const NotFound = lazy(() => import(/* webpackChunkName: "tl-not-found" */ '@cigogne/ui/errors/NotFound'));

/** Height a loading screen reserves (the viewport below the shell's header), so nothing jumps when it arrives. */
const PAGE_MIN_HEIGHT = heightBelowHeader();

/**
 * './routes' of mf_timelines, mounted by the shell at /timelines/* for everyone: the public view
 * works signed out, every other screen goes through the shell's requireAuth.
 */
function TimelinesRoutes({ requireAuth, user }: RemoteRoutesProps) {
  return (
    <Suspense fallback={<PageLoader minHeight={PAGE_MIN_HEIGHT} />}>
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
    </Suspense>
  );
}

/** Public pages the gateway renders on the server for a signed-out visitor (see ServerRoutesModule). */
export const serverRenderedPaths: ServerRenderedPath[] = [{ path: ':id', chunk: 'tl-public' }];

export default defineRemote(TimelinesRoutes, { catalogues: timelinesCatalogues });
