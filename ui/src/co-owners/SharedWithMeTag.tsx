import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { useIntl } from 'react-intl';
import { svgIcon } from '../icons/svgIcon';
import '../visibility/visibility-badge.css';

const SharedIcon = svgIcon(TeamOutlined);

/**
 * The "partagé avec vous" / "shared with you" mark of a co-owned page on the dashboard and in the
 * lists (docs/product.md#co-owners). Light like VisibilityBadge: the dashboard cards render it.
 */
export function SharedWithMeTag({ shared }: { shared: boolean | null | undefined }) {
  const intl = useIntl();
  if (!shared) return null;
  return (
    <span className="cg-badge cg-badge--shared">
      <SharedIcon aria-hidden />
      <span>{intl.formatMessage({ id: 'common.coOwners.sharedWithMe' })}</span>
    </span>
  );
}
