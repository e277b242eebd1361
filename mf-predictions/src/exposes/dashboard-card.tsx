import { defineCard } from '@cigogne/ui/remote/defineCard';
import { PredictionsDashboardCard } from '../components/PredictionsDashboardCard';
import { predictionsCardCatalogues } from '../i18n/card/catalogues';
import '../predictions.css';

/** './dashboard-card' of mf_predictions: the predictions card of the shell's dashboard. */
export default defineCard(PredictionsDashboardCard, { catalogues: predictionsCardCatalogues });
