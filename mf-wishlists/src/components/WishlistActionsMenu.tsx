import { BarChartOutlined, EditOutlined, GiftOutlined, ShareAltOutlined } from '@ant-design/icons';
import { ItemActionsMenu } from '@cigogne/ui/menus/ItemActionsMenu';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsPaths';

interface Props {
  id: string;
  title: string;
  isPublic: boolean;
  /** Absent for a list shared with the user (deleting is its owner's alone). */
  onDelete?: () => void;
}

/** The "…" menu of a list (docs/product.md#owner-screens): edit, share (public lists only), reservations, stats, delete. */
export function WishlistActionsMenu({ id, title, isPublic, onDelete }: Props) {
  const paths = useWishlistPaths();
  const t = useWishlistsT();
  const actions = [
    { key: 'edit', icon: <EditOutlined aria-hidden />, label: t('common.edit'), to: paths.settings(id, 'edit') },
    ...(isPublic
      ? [{ key: 'share', icon: <ShareAltOutlined aria-hidden />, label: t('common.share'), to: paths.settings(id, 'share') }]
      : []),
    {
      key: 'reservations',
      icon: <GiftOutlined aria-hidden />,
      label: t('wishlists.list.reservations'),
      to: paths.settings(id, 'reservations'),
    },
    { key: 'stats', icon: <BarChartOutlined aria-hidden />, label: t('wishlists.list.stats'), to: paths.settings(id, 'stats') },
  ];
  return <ItemActionsMenu label={t('wishlists.list.actions', { title })} actions={actions} onDelete={onDelete} />;
}
