import { useIntl } from 'react-intl';
import { visuallyHidden } from './visuallyHidden';
import './css-section-loader.css';

/**
 * SectionLoader's skeleton (antd's active Skeleton, paragraph only) drawn in CSS, for the light
 * dashboard cards: antd's Skeleton and the ConfigProvider it needs stay out of them.
 */
export function CssSectionLoader({ rows = 3 }: { rows?: number }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" className="cg-skeleton">
      <span style={visuallyHidden}>{intl.formatMessage({ id: 'common.loading' })}</span>
      <ul className="cg-skeleton__rows" aria-hidden>
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} />
        ))}
      </ul>
    </div>
  );
}
