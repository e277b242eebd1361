import { defineRemote } from '@cigogne/ui/remote/defineRemote';
import { PredictionsDashboardCard } from '../components/PredictionsDashboardCard';
import { predictionsCatalogues } from '../i18n/catalogues';
import '../predictions.css';

/** './dashboard-card' of mf_predictions: the predictions card of the shell's dashboard. */
export default defineRemote(PredictionsDashboardCard, { catalogues: predictionsCatalogues });
