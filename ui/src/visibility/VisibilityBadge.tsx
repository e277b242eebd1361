import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import { useIntl } from 'react-intl';
import { svgIcon } from '../icons/svgIcon';
import './visibility-badge.css';

const PublicIcon = svgIcon(GlobalOutlined);
const PrivateIcon = svgIcon(LockOutlined);

export type VisibilityValue = 'private' | 'public';

/**
 * "Public" / "Privé" tag with an icon, for lists, cards and detail pages. Drawn like antd's Tag
 * (visibility-badge.css) and its icons (svgIcon) without their code: the dashboard cards render
 * it and load no antd component. Own colours rather than antd presets: the preset green text on its tint is below WCAG AA.
 */
export function VisibilityBadge({ visibility }: { visibility: VisibilityValue }) {
  const intl = useIntl();
  const Icon = visibility === 'public' ? PublicIcon : PrivateIcon;
  return (
    <span className={`cg-badge cg-badge--${visibility}`}>
      <Icon aria-hidden />
      <span>{intl.formatMessage({ id: `common.visibility.${visibility}` })}</span>
    </span>
  );
}

export default VisibilityBadge;
