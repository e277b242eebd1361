import { BgColorsOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useDeleteWishlistItemMutation } from '@cigogne/graphql/wishlists';
import { useConfirmedDelete } from '@cigogne/ui/dialogs/useConfirmedDelete';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { Alert, Button, Empty } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { OwnerItemActions } from '../components/OwnerItemActions';
import { VisitorItemActions } from '../components/VisitorItemActions';
import { WishlistView } from '../components/WishlistView';
import { itemLinkHref } from '../data/itemLink';
import {
  selectWishlist,
  useRouteWishlist,
  WISHLIST_QUERIES,
  type WishlistItemView,
  type WishlistView as WishlistData,
} from '../data/wishlistView';
import { ReservationDialog } from '../dialogs/ReservationDialog';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsContext';

// The owner's dialogs load on first use: a guest on a phone never downloads them.
const AddItemDialog = lazy(() => import(/* webpackChunkName: "wl-add-item" */ '../dialogs/AddItemDialog'));
const ItemDetailsDialog = lazy(() => import(/* webpackChunkName: "wl-item-details" */ '../dialogs/ItemDetailsDialog'));

function PublicWishlist({ wishlist }: { wishlist: WishlistData }) {
  const t = useWishlistsT();
  const paths = useWishlistPaths();
  const [reserving, setReserving] = useState<WishlistItemView | null>(null);
  const [adding, setAdding] = useState<boolean | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleteItem, deletion] = useDeleteWishlistItemMutation({ refetchQueries: WISHLIST_QUERIES, awaitRefetchQueries: true });
  const { ask, dialog } = useConfirmedDelete(
    (item: WishlistItemView) => deleteItem({ variables: { wishlistId: wishlist.id, itemId: item.id } }),
    deletion,
  );
  const isOwner = wishlist.isMine;
  const archived = wishlist.status === 'archived';
  const detailsItem = wishlist.items.find((item) => item.id === detailsId);

  const addButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
      {t('wishlists.view.addItem')}
    </Button>
  );
  const ownerActions = isOwner && (
    <>
      <ButtonLink icon={<BgColorsOutlined aria-hidden />} to={paths.settings(wishlist.id, 'theme')}>
        {t('wishlists.view.theme')}
      </ButtonLink>
      {addButton}
      <ButtonLink icon={<SettingOutlined aria-hidden />} to={paths.settings(wishlist.id, 'edit')}>
        {t('wishlists.view.settings')}
      </ButtonLink>
    </>
  );

  return (
    <>
      <WishlistView
        wishlist={wishlist}
        bannerActions={ownerActions || undefined}
        notice={archived && <Alert type="info" showIcon title={t('wishlists.view.archived')} />}
        empty={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <span className="cg-empty-text">
                {t('wishlists.view.empty')}
                {isOwner && (
                  <>
                    <br />
                    {t('wishlists.view.emptyOwner')}
                  </>
                )}
              </span>
            }
          >
            {isOwner && addButton}
          </Empty>
        }
        renderActions={(item) =>
          isOwner ? (
            <OwnerItemActions title={item.title} onDetails={() => setDetailsId(item.id)} onDelete={() => ask(item)} />
          ) : (
            <VisitorItemActions
              item={item}
              href={itemLinkHref(wishlist, item)}
              reserveDisabled={archived}
              onReserve={() => setReserving(item)}
            />
          )
        }
      />
      {reserving && <ReservationDialog wishlistId={wishlist.id} item={reserving} onClose={() => setReserving(null)} />}
      {isOwner && (
        <Suspense fallback={null}>
          {adding !== null && <AddItemDialog wishlistId={wishlist.id} open={adding} onClose={() => setAdding(false)} />}
          {detailsItem && <ItemDetailsDialog wishlistId={wishlist.id} item={detailsItem} onClose={() => setDetailsId(null)} />}
        </Suspense>
      )}
      {dialog}
    </>
  );
}

/** /wishlists/:id: the list, signed in or not (a private one only for its owner; otherwise not found). */
export function PublicWishlistPage() {
  const query = useRouteWishlist();
  return (
    <QueryGate result={query} select={selectWishlist}>
      {(wishlist) => <PublicWishlist wishlist={wishlist} />}
    </QueryGate>
  );
}
