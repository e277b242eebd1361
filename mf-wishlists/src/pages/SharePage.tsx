import { PlusOutlined } from '@ant-design/icons';
import { useWishlistSummariesQuery } from '@cigogne/graphql/wishlists';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { Navigate, useSearchParams } from '@cigogne/ui/router';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { firstHttpUrl, withAddParam } from '../data/sharedLink';
import { withOwnerMessages } from '../i18n/owner/OwnerMessages';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsPaths';
import '../styles/owner.css';
import '../styles/shop.css';

/**
 * /wishlists/share (docs/product.md#items-from-any-shop): where the phone's share sheet ("Partager →
 * Cigogne", the manifest's share_target) and the bookmarklet (`?list=`) land. Opens the add-item
 * dialog of the chosen list on the shared address: directly when the list is given or is the only
 * one under way, otherwise after the user picks it.
 */
function Share() {
  const t = useWishlistsT();
  const paths = useWishlistPaths();
  const [params] = useSearchParams();
  const url = firstHttpUrl(params.get('url'), params.get('text'), params.get('title'));
  const { data, loading, error } = useWishlistSummariesQuery({ skip: !url });

  const page = (body: ReactNode) => (
    <div className="cg-page wl-share">
      <PageHeader title={t('wishlists.shop.share.title')} subtitle={url && t('wishlists.shop.share.link', { url })} />
      {body}
    </div>
  );
  if (!url) return page(<Alert type="warning" showIcon title={t('wishlists.shop.share.noUrl')} />);
  if (!data) return page(error ? <FormErrorBanner error={error} /> : loading && <SectionLoader rows={3} />);

  // archived lists are done with: a new product goes to a list under way
  const open = data.wishlists.filter((w) => w.isMine && w.status !== 'archived');
  const target = open.find((w) => w.id === params.get('list')) ?? (open.length === 1 ? open[0] : undefined);
  if (target) return <Navigate to={withAddParam(paths.view(target.id), url)} replace />;
  if (!open.length)
    return page(
      <Alert
        type="info"
        showIcon
        title={t('wishlists.shop.share.noList')}
        action={
          <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to={paths.create}>
            {t('wishlists.list.create')}
          </ButtonLink>
        }
      />,
    );
  return page(
    <section aria-labelledby="wl-share-pick">
      <h2 id="wl-share-pick" className="wl-share__pick">
        {t('wishlists.shop.share.pick')}
      </h2>
      <ul className="wl-share__lists">
        {open.map((w) => (
          <li key={w.id}>
            <ButtonLink block to={withAddParam(paths.view(w.id), url)}>
              {t('wishlists.shop.share.add', { title: w.title })}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>,
  );
}

/** The owner's messages (the shop texts among them) load with this screen's chunk. */
export default withOwnerMessages(Share);
