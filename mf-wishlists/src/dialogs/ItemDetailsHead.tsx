import { EditOutlined, ExportOutlined } from '@ant-design/icons';
import { formatEuros } from '@cigogne/ui/format/money';
import { Button } from 'antd';
import { ItemImage } from '../components/ItemImage';
import type { WishlistItemView } from '../data/wishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';

interface Props {
  item: WishlistItemView;
  /** Title and price show as text, with Edit, until the owner edits them. */
  editing: boolean;
  onEdit: () => void;
}

/** The top of the item's details: its picture, title, price and link to the shop. */
export function ItemDetailsHead({ item, editing, onEdit }: Props) {
  const t = useWishlistsT();
  return (
    <div className="wl-details">
      <ItemImage src={item.photo?.thumbnailUrl ?? item.image} alt={t('wishlists.item.imageAlt', { title: item.title })} />
      <div className="wl-details__head">
        {!editing && (
          <>
            <p className="wl-details__title">{item.title}</p>
            <p className="wl-item__price">{item.price === null ? t('wishlists.item.noPrice') : formatEuros(item.price)}</p>
            <Button icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-label={t('wishlists.details.editTitle')}>
              {t('wishlists.details.edit')}
            </Button>
          </>
        )}
        {item.url && (
          <a href={item.url} target="_blank" rel="noopener noreferrer" className="wl-details__link">
            <ExportOutlined aria-hidden /> {t('wishlists.details.openLink')}
          </a>
        )}
      </div>
    </div>
  );
}
