import { GlobalOutlined, LockOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';

export type VisibilityValue = 'private' | 'public';

// Own colours rather than antd presets: the preset green text on its tint is below WCAG AA.
const styles: Record<VisibilityValue, { color: string; background: string; borderColor: string }> = {
  public: { color: '#065f46', background: '#ecfdf5', borderColor: '#a7f3d0' },
  private: { color: '#334155', background: '#f1f5f9', borderColor: '#cbd5e1' },
};

/** "Public" / "Privé" tag with an icon, for lists, cards and detail pages. */
export function VisibilityBadge({ visibility }: { visibility: VisibilityValue }) {
  const intl = useIntl();
  const Icon = visibility === 'public' ? GlobalOutlined : LockOutlined;
  return (
    <Tag icon={<Icon aria-hidden />} style={{ ...styles[visibility], marginInlineEnd: 0 }}>
      {intl.formatMessage({ id: `common.visibility.${visibility}` })}
    </Tag>
  );
}

export default VisibilityBadge;
