import { Tag } from 'antd';
import { useT } from '../i18n/useT';

/** The "shared with you" mark of a co-owned page on the dashboard and in the lists (docs/product.md#co-owners). */
export function SharedWithMeTag({ shared }: { shared: boolean | null | undefined }) {
  const t = useT();
  return shared ? <Tag className="cg-shared-tag">{t('common.coOwners.sharedWithMe')}</Tag> : null;
}
