import { BarChartOutlined, DeleteOutlined, EditOutlined, GiftOutlined, MoreOutlined, ShareAltOutlined } from '@ant-design/icons';
import { type MenuProps } from 'antd';
import { ActionsMenu } from '@cigogne/ui/menus/ActionsMenu';
import { useNavigate } from '@cigogne/ui/router';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsPaths';

interface Props {
  id: string;
  title: string;
  isPublic: boolean;
  onDelete: () => void;
}

/** The "…" menu of a list (docs/product.md#owner-screens): edit, share (public lists only), reservations, stats, delete. */
export function WishlistActionsMenu({ id, title, isPublic, onDelete }: Props) {
  const navigate = useNavigate();
  const paths = useWishlistPaths();
  const t = useWishlistsT();

  const items: MenuProps['items'] = [
    { key: 'edit', icon: <EditOutlined aria-hidden />, label: t('common.edit') },
    ...(isPublic ? [{ key: 'share', icon: <ShareAltOutlined aria-hidden />, label: t('common.share') }] : []),
    { key: 'reservations', icon: <GiftOutlined aria-hidden />, label: t('wishlists.list.reservations') },
    { key: 'stats', icon: <BarChartOutlined aria-hidden />, label: t('wishlists.list.stats') },
    { type: 'divider' },
    { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: t('common.delete'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'delete') onDelete();
    else navigate(paths.settings(id, key as 'edit' | 'share' | 'reservations' | 'stats'));
  };

  return <ActionsMenu icon={<MoreOutlined aria-hidden />} label={t('wishlists.list.actions', { title })} items={items} onClick={onClick} />;
}
