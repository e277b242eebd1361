import type { DashboardCardProps } from '../../../shell/src/remotes/contract';
import { useMemo } from 'react';
import { TimelinesDashboardCard } from '../components/TimelinesDashboardCard';
import { timelinesCatalogues } from '../i18n/catalogues';
import { FeatureMessages } from '@cigogne/ui/i18n/FeatureMessages';
import { ThemeProvider } from '@cigogne/ui/theme/ThemeProvider';
import { TimelinesContext } from '../TimelinesContext';
import '../timelines.css';

/** './dashboard-card' of mf_timelines: the timelines card of the shell's dashboard. */
export default function DashboardCard({ basePath, user }: DashboardCardProps) {
  const context = useMemo(() => ({ basePath, user }), [basePath, user]);
  return (
    <ThemeProvider>
      <FeatureMessages catalogues={timelinesCatalogues}>
        <TimelinesContext.Provider value={context}>
          <TimelinesDashboardCard />
        </TimelinesContext.Provider>
      </FeatureMessages>
    </ThemeProvider>
  );
}
