import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useWishlistsT } from '../i18n/useWishlistsT';

interface Props {
  title: string;
  onDetails: () => void;
  onDelete: () => void;
}

/** The owner's buttons on an item: its details (edit, who reserved) and delete. No reserve button. */
export function OwnerItemActions({ title, onDetails, onDelete }: Props) {
  const t = useWishlistsT();
  return (
    <>
      <Button icon={<EditOutlined aria-hidden />} onClick={onDetails} aria-label={t('wishlists.item.detailsLabel', { title })}>
        {t('wishlists.item.details')}
      </Button>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete} aria-label={t('wishlists.item.deleteLabel', { title })} />
    </>
  );
}
