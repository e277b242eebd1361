import { ListCards } from '@cigogne/ui/layout/ListCard';
import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useDeleteWishlistMutation, useWishlistSummariesQuery } from '@cigogne/graphql/wishlists';
import { useConfirmedDelete } from '@cigogne/ui/dialogs/useConfirmedDelete';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { Empty } from 'antd';
import { WishlistListItem, type WishlistSummary } from '../components/WishlistListItem';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsPaths';
import '../styles/owner.css';
import { withOwnerMessages } from '../i18n/owner/OwnerMessages';

/** /wishlists: my lists, the example-list and create buttons, and deletion after confirmation (staying here). */
function WishlistListPageScreen() {
  const paths = useWishlistPaths();
  const t = useWishlistsT();
  const { data, loading, error } = useWishlistSummariesQuery();
  const [deleteWishlist, deletion] = useDeleteWishlistMutation({
    refetchQueries: ['WishlistSummaries'],
    awaitRefetchQueries: true,
    // the deleted list must not linger in the cache (the dashboard card and its page read it too)
    update: (cache, _result, { variables }) => {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Wishlist', id: variables.id }) });
      cache.gc();
    },
  });
  const { ask, dialog } = useConfirmedDelete((wishlist: WishlistSummary) => deleteWishlist({ variables: { id: wishlist.id } }), deletion);

  const create = (
    <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to={paths.create}>
      {t('wishlists.list.create')}
    </ButtonLink>
  );
  const wishlists = data?.wishlists ?? [];

  return (
    <div className="cg-page">
      <PageHeader
        title={t('wishlists.list.title')}
        subtitle={t('wishlists.list.subtitle')}
        actions={
          <>
            <ButtonLink icon={<EyeOutlined aria-hidden />} to={paths.example}>
              {t('wishlists.list.example')}
            </ButtonLink>
            {wishlists.length ? create : null}
          </>
        }
      />
      {error && !data ? <FormErrorBanner error={error} /> : null}
      {loading && !data ? (
        <SectionLoader rows={6} />
      ) : wishlists.length === 0 && !error ? (
        <div className="cg-empty">
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <span className="cg-empty-text">
                <strong>{t('wishlists.list.empty')}</strong>
                <br />
                {t('wishlists.list.emptyHint')}
              </span>
            }
          >
            {create}
          </Empty>
        </div>
      ) : (
        <ListCards>
          {wishlists.map((wishlist) => (
            <WishlistListItem key={wishlist.id} wishlist={wishlist} onDelete={() => ask(wishlist)} />
          ))}
        </ListCards>
      )}
      {dialog}
    </div>
  );
}

/** The owner's screens carry their own messages (i18n/owner/). */
export const WishlistListPage = withOwnerMessages(WishlistListPageScreen);
