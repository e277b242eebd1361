import type { RemoteRoutesProps, ServerRenderedPath } from '@cigogne/remote-contract/contract';
import { lazyPage } from '@cigogne/ui/loaders/lazyPage';
import { defineRemote } from '@cigogne/ui/remote/defineRemote';
import { shareRoute } from '@cigogne/ui/share/shareRoute';
import { Route, Routes } from '@cigogne/ui/router';
import { predictionsCatalogues } from '../i18n/catalogues';
import '../predictions.css';

// One chunk per screen: a guest answering on a phone downloads the wizard only, and the stats'
// charts load on the stats route alone.
const GuestPredictionPage = lazyPage(
  () => import(/* webpackChunkName: "pr-guest" */ '../pages/GuestPredictionPage'),
  'GuestPredictionPage',
);
const PredictionListPage = lazyPage(() => import(/* webpackChunkName: "pr-list" */ '../pages/PredictionListPage'), 'PredictionListPage');
const CreatePredictionPage = lazyPage(
  () => import(/* webpackChunkName: "pr-form" */ '../pages/PredictionFormPage'),
  'CreatePredictionPage',
);
const EditPredictionPage = lazyPage(() => import(/* webpackChunkName: "pr-form" */ '../pages/PredictionFormPage'), 'EditPredictionPage');
const ManagePredictionPage = lazyPage(
  () => import(/* webpackChunkName: "pr-manage" */ '../pages/ManagePredictionPage'),
  'ManagePredictionPage',
);
const SharePredictionPage = lazyPage(
  () => import(/* webpackChunkName: "pr-share" */ '../pages/SharePredictionPage'),
  'SharePredictionPage',
);
const PredictionStatsPage = lazyPage(
  () => import(/* webpackChunkName: "pr-stats" */ '../pages/PredictionStatsPage'),
  'PredictionStatsPage',
);

const NotFound = lazyPage(() => import(/* webpackChunkName: "pr-not-found" */ '@cigogne/ui/errors/NotFound'));

/**
 * './routes' of mf_predictions, mounted by the shell at /predictions/* for everyone: the guest
 * wizard works signed out, every other screen goes through the shell's requireAuth.
 */
function PredictionsRoutes({ requireAuth, user }: RemoteRoutesProps) {
  return (
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
  );
}

/**
 * Public pages the gateway renders on the server for a signed-out visitor (see ServerRoutesModule):
 * the answer wizard, unless the visitor's answer cookie makes it their summary (answerCookie.ts),
 * sent with its island (src/islands/wizard.island.ts, docs/architecture.md#islands).
 */
export const serverRenderedPaths: ServerRenderedPath[] = [
  { path: ':id', chunk: 'pr-guest', unlessCookie: 'prediction.:id.answer', island: 'wizard' },
];

export default defineRemote(PredictionsRoutes, { catalogues: predictionsCatalogues });
