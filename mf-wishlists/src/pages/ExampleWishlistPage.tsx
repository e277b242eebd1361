import { PlusOutlined } from '@ant-design/icons';
import { useExampleWishlistQuery, type ExampleWishlistQuery } from '@cigogne/graphql/wishlists';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { ListNotice } from '../components/ListNotice';
import { VisitorItemActions } from '../components/VisitorItemActions';
import { WishlistView } from '../components/WishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsPaths';

const selectExample = (data: ExampleWishlistQuery) => data.exampleWishlist;

/** /wishlists/example: the built-in demo list in the public view, its reserve and link buttons disabled. */
export function ExampleWishlistPage() {
  const t = useWishlistsT();
  const paths = useWishlistPaths();
  const query = useExampleWishlistQuery();
  return (
    <QueryGate result={query} select={selectExample}>
      {(wishlist) => (
        <WishlistView
          wishlist={{ ...wishlist, isMine: false }}
          bannerActions={
            <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to={paths.create}>
              {t('wishlists.example.create')}
            </ButtonLink>
          }
          notice={<ListNotice>{t('wishlists.example.notice')}</ListNotice>}
          empty={null}
          renderActions={(item) => <VisitorItemActions item={item} href={item.url} disabled onReserve={() => undefined} />}
        />
      )}
    </QueryGate>
  );
}
