import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { svgIcon } from '@cigogne/ui/icons/svgIcon';
import { useTimelinesT } from '../i18n/useTimelinesT';

// light: this counter is on the dashboard card (see svgIcon)
const CalendarIcon = svgIcon(CalendarOutlined);
const PictureIcon = svgIcon(PictureOutlined);

/** "3 événements" with a calendar icon. */
export function EventCount({ count }: { count: number }) {
  const t = useTimelinesT();
  return (
    <span className="tl-event-count">
      <CalendarIcon aria-hidden /> {t('timelines.count.events', { count })}
    </span>
  );
}

/** "12 photos" with a picture icon; nothing for a timeline without photos. */
export function PhotoCount({ count }: { count: number }) {
  const t = useTimelinesT();
  if (count === 0) return null;
  return (
    <span className="tl-event-count">
      <PictureIcon aria-hidden /> {t('timelines.count.photos', { count })}
    </span>
  );
}
