import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { svgIcon } from '@cigogne/ui/icons/svgIcon';
import { useTimelinesT } from '../i18n/useTimelinesT';

// light: this counter is on the dashboard card (see svgIcon)
const CalendarIcon = svgIcon(CalendarOutlined);

/** "3 événements" with a calendar icon. */
export function EventCount({ count }: { count: number }) {
  const t = useTimelinesT();
  return (
    <span className="tl-event-count">
      <CalendarIcon aria-hidden /> {t('timelines.count.events', { count })}
    </span>
  );
}
