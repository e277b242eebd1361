import { Spin } from 'antd';
import { useIntl } from 'react-intl';
import { visuallyHidden } from './visuallyHidden';

/** A centred spinner for a whole page or route area, announced as "Loading…". */
export function PageLoader({ minHeight = 240 }: { minHeight?: number | string }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" style={{ display: 'grid', placeItems: 'center', minHeight }}>
      <Spin size="large" />
      <span style={visuallyHidden}>{intl.formatMessage({ id: 'common.loading' })}</span>
    </div>
  );
}

export default PageLoader;
