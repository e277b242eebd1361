import { defineRemote } from '@cigogne/ui/remote/defineRemote';
import { TimelinesDashboardCard } from '../components/TimelinesDashboardCard';
import { timelinesCatalogues } from '../i18n/catalogues';
import '../timelines.css';

/** './dashboard-card' of mf_timelines: the timelines card of the shell's dashboard. */
export default defineRemote(TimelinesDashboardCard, { catalogues: timelinesCatalogues });
