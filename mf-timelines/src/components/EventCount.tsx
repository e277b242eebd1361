import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { lightIcon } from '@cigogne/ui/icons/lightIcon';
import { useTimelinesT } from '../i18n/useTimelinesT';

// light: this counter is on the dashboard card (see lightIcon)
const CalendarIcon = lightIcon(CalendarOutlined);

/** "3 événements" with a calendar icon. */
export function EventCount({ count }: { count: number }) {
  const t = useTimelinesT();
  return (
    <span className="tl-event-count">
      <CalendarIcon aria-hidden /> {t('timelines.count.events', { count })}
    </span>
  );
}
