import { Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { visuallyHidden } from './visuallyHidden';

/** A skeleton placeholder for a card or a list while its data loads. */
export function SectionLoader({ rows = 3 }: { rows?: number }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite">
      <span style={visuallyHidden}>{intl.formatMessage({ id: 'common.loading' })}</span>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

export default SectionLoader;
