import { defineCard } from '@cigogne/ui/remote/defineCard';
import { TimelinesDashboardCard } from '../components/TimelinesDashboardCard';
import { timelinesCardCatalogues } from '../i18n/card/catalogues';
import '../timelines.css';

/** './dashboard-card' of mf_timelines: the timelines card of the shell's dashboard. */
export default defineCard(TimelinesDashboardCard, { catalogues: timelinesCardCatalogues });
