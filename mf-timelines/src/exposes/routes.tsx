import type { RemoteRoutesProps } from '@cigogne/remote-contract/contract';
import { NotFound } from '@cigogne/ui/errors/NotFound';
import { defineRemote } from '@cigogne/ui/remote/defineRemote';
import { Route, Routes } from 'react-router';
import { timelinesCatalogues } from '../i18n/catalogues';
import { EventFormPage } from '../pages/EventFormPage';
import { ManageTimelinePage } from '../pages/ManageTimelinePage';
import { PublicTimelinePage } from '../pages/PublicTimelinePage';
import { ShareTimelinePage } from '../pages/ShareTimelinePage';
import { CreateTimelinePage, EditTimelinePage } from '../pages/TimelineFormPage';
import { TimelineListPage } from '../pages/TimelineListPage';
import '../timelines.css';

/**
 * './routes' of mf_timelines, mounted by the shell at /timelines/* for everyone: the public view
 * works signed out, every other screen goes through the shell's requireAuth.
 */
function TimelinesRoutes({ requireAuth }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={requireAuth(<TimelineListPage />)} />
      <Route path="create" element={requireAuth(<CreateTimelinePage />)} />
      <Route path=":id" element={<PublicTimelinePage />} />
      <Route path=":id/edit" element={requireAuth(<EditTimelinePage />)} />
      <Route path=":id/manage" element={requireAuth(<ManageTimelinePage />)} />
      <Route path=":id/share" element={requireAuth(<ShareTimelinePage />)} />
      <Route path=":id/events/create" element={requireAuth(<EventFormPage />)} />
      <Route path=":id/events/:eventId/edit" element={requireAuth(<EventFormPage />)} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export default defineRemote(TimelinesRoutes, { catalogues: timelinesCatalogues });
