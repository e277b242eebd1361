import type { RemoteRoutesProps, ServerRenderedPath } from '@cigogne/remote-contract/contract';
import { heightBelowHeader } from '@cigogne/remote-contract/layout';
import { PageLoader } from '@cigogne/ui/loaders/PageLoader';
import { defineRemote } from '@cigogne/ui/remote/defineRemote';
import { shareRoute } from '@cigogne/ui/share/shareRoute';
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@cigogne/ui/router';
import { predictionsCatalogues } from '../i18n/catalogues';
import '../predictions.css';

// One chunk per screen: a guest answering on a phone downloads the wizard only, and the stats'
// charts load on the stats route alone.
const GuestPredictionPage = lazy(() =>
  import(/* webpackChunkName: "pr-guest" */ '../pages/GuestPredictionPage').then((m) => ({ default: m.GuestPredictionPage })),
);
const PredictionListPage = lazy(() =>
  import(/* webpackChunkName: "pr-list" */ '../pages/PredictionListPage').then((m) => ({ default: m.PredictionListPage })),
);
const CreatePredictionPage = lazy(() =>
  import(/* webpackChunkName: "pr-form" */ '../pages/PredictionFormPage').then((m) => ({ default: m.CreatePredictionPage })),
);
const EditPredictionPage = lazy(() =>
  import(/* webpackChunkName: "pr-form" */ '../pages/PredictionFormPage').then((m) => ({ default: m.EditPredictionPage })),
);
const ManagePredictionPage = lazy(() =>
  import(/* webpackChunkName: "pr-manage" */ '../pages/ManagePredictionPage').then((m) => ({ default: m.ManagePredictionPage })),
);
const SharePredictionPage = lazy(() =>
  import(/* webpackChunkName: "pr-share" */ '../pages/SharePredictionPage').then((m) => ({ default: m.SharePredictionPage })),
);
const PredictionStatsPage = lazy(() =>
  import(/* webpackChunkName: "pr-stats" */ '../pages/PredictionStatsPage').then((m) => ({ default: m.PredictionStatsPage })),
);

const NotFound = lazy(() => import(/* webpackChunkName: "pr-not-found" */ '@cigogne/ui/errors/NotFound'));

/** Height a loading screen reserves (the viewport below the shell's header), so nothing jumps when it arrives. */
const PAGE_MIN_HEIGHT = heightBelowHeader();

/**
 * './routes' of mf_predictions, mounted by the shell at /predictions/* for everyone: the guest
 * wizard works signed out, every other screen goes through the shell's requireAuth.
 */
function PredictionsRoutes({ requireAuth, user }: RemoteRoutesProps) {
  return (
    <Suspense fallback={<PageLoader minHeight={PAGE_MIN_HEIGHT} />}>
      <Routes>
        <Route index element={requireAuth(<PredictionListPage />)} />
        <Route path="create" element={requireAuth(<CreatePredictionPage />)} />
        <Route path=":id" element={<GuestPredictionPage />} />
        <Route path=":id/edit" element={requireAuth(<EditPredictionPage />)} />
        <Route path=":id/manage" element={requireAuth(<ManagePredictionPage />)} />
        <Route path=":id/share" element={shareRoute({ user, requireAuth }, <SharePredictionPage />)} />
        <Route path=":id/stats" element={requireAuth(<PredictionStatsPage />)} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

/**
 * Public pages the gateway renders on the server for a signed-out visitor (see ServerRoutesModule):
 * the answer wizard, unless the visitor's answer cookie makes it their summary (answerCookie.ts).
 */
export const serverRenderedPaths: ServerRenderedPath[] = [{ path: ':id', chunk: 'pr-guest', unlessCookie: 'prediction.:id.answer' }];

export default defineRemote(PredictionsRoutes, { catalogues: predictionsCatalogues });
