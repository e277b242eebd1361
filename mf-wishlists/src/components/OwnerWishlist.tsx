import { BgColorsOutlined, PlusOutlined, SettingOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useDeleteWishlistItemMutation } from '@cigogne/graphql/wishlists';
import { useConfirmedDelete } from '@cigogne/ui/dialogs/useConfirmedDelete';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { Button, Empty } from 'antd';
import { useState } from 'react';
import { WISHLIST_REFETCH_QUERIES } from '../data/refetchQueries';
import { useAddParam } from '../data/useAddParam';
import { type WishlistItemView, type WishlistView as WishlistData } from '../data/wishlistView';
import { AddItemDialog } from '../dialogs/AddItemDialog';
import { ItemDetailsDialog } from '../dialogs/ItemDetailsDialog';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsPaths';
import { BookmarkletOffer } from './BookmarkletOffer';
import { ListNotice } from './ListNotice';
import { OwnerItemActions } from './OwnerItemActions';
import { WishlistView } from './WishlistView';
import { withOwnerMessages } from '../i18n/owner/OwnerMessages';

/**
 * The owner's view of the list (isMine): theme, add item, share and settings in the banner; item details
 * and delete on each item, who reserved under it; never a reserve button.
 */
function OwnerWishlistScreen({ wishlist }: { wishlist: WishlistData }) {
  const t = useWishlistsT();
  const paths = useWishlistPaths();
  // null until first opened: the dialog (and its toast holder) mounts on first use and then stays
  const [adding, setAdding] = useState<boolean | null>(null);
  // a product address brought by the bookmarklet or a share (docs/product.md#items-from-any-shop)
  const [addUrl, setAddUrl] = useState<string>();
  useAddParam((url) => {
    setAddUrl(url);
    setAdding(true);
  });
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleteItem, deletion] = useDeleteWishlistItemMutation({ refetchQueries: WISHLIST_REFETCH_QUERIES, awaitRefetchQueries: true });
  const { ask, dialog } = useConfirmedDelete(
    (item: WishlistItemView) => deleteItem({ variables: { wishlistId: wishlist.id, itemId: item.id } }),
    deletion,
  );
  const detailsItem = wishlist.items.find((item) => item.id === detailsId);

  const addButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
      {t('wishlists.view.addItem')}
    </Button>
  );

  return (
    <>
      <WishlistView
        wishlist={wishlist}
        bannerActions={
          <>
            <ButtonLink icon={<BgColorsOutlined aria-hidden />} to={paths.settings(wishlist.id, 'theme')}>
              {t('wishlists.view.theme')}
            </ButtonLink>
            {addButton}
            <ButtonLink icon={<ShareAltOutlined aria-hidden />} to={paths.settings(wishlist.id, 'share')}>
              {t('wishlists.view.share')}
            </ButtonLink>
            <ButtonLink icon={<SettingOutlined aria-hidden />} to={paths.settings(wishlist.id, 'edit')}>
              {t('wishlists.view.settings')}
            </ButtonLink>
          </>
        }
        notice={wishlist.status === 'archived' && <ListNotice>{t('wishlists.view.archived')}</ListNotice>}
        empty={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <span className="cg-empty-text">
                {t('wishlists.view.empty')}
                <br />
                {t('wishlists.view.emptyOwner')}
              </span>
            }
          >
            {addButton}
          </Empty>
        }
        renderActions={(item) => <OwnerItemActions title={item.title} onDetails={() => setDetailsId(item.id)} onDelete={() => ask(item)} />}
      />
      {wishlist.status !== 'archived' && <BookmarkletOffer wishlistId={wishlist.id} />}
      {adding !== null && (
        <AddItemDialog
          wishlistId={wishlist.id}
          open={adding}
          initialUrl={addUrl}
          onClose={() => {
            setAdding(false);
            setAddUrl(undefined);
          }}
        />
      )}
      {detailsItem && <ItemDetailsDialog wishlistId={wishlist.id} item={detailsItem} onClose={() => setDetailsId(null)} />}
      {dialog}
    </>
  );
}

/** The owner's screens carry their own messages (i18n/owner/). */
export const OwnerWishlist = withOwnerMessages(OwnerWishlistScreen);

export default OwnerWishlist;
