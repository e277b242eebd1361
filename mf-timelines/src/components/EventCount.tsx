import { CalendarOutlined } from '@ant-design/icons';
import { useTimelinesT } from '../i18n/useTimelinesT';

/** "3 événements" with a calendar icon. */
export function EventCount({ count }: { count: number }) {
  const t = useTimelinesT();
  return (
    <span className="tl-event-count">
      <CalendarOutlined aria-hidden /> {t('timelines.count.events', { count })}
    </span>
  );
}
