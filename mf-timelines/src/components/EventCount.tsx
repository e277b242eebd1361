import { CalendarOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';

/** "3 événements" with a calendar icon. */
export function EventCount({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <span className="tl-event-count">
      <CalendarOutlined aria-hidden /> {intl.formatMessage({ id: 'timelines.count.events' }, { count })}
    </span>
  );
}
