import { publicUrl } from '@cigogne/ui/share/publicUrl';
import { SharePanel } from '@cigogne/ui/share/SharePanel';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsPaths';
import type { SettingsWishlist } from './types';

/**
 * /wishlists/:id/share: the kit's SharePanel (link, copy, native share, QR code), or the private
 * warning linking to the edit tab, at every width: most parents share from a phone (docs/product.md#wishlist-settings).
 */
export function ShareTab({ wishlist }: { wishlist: SettingsWishlist }) {
  const t = useWishlistsT();
  const paths = useWishlistPaths();
  const isPublic = wishlist.visibility === 'public';
  return (
    <div className="wl-share">
      <h2 className="wl-tab-title">{t('wishlists.share.title')}</h2>
      {isPublic && <p className="cg-muted">{t('wishlists.share.subtitle')}</p>}
      <SharePanel
        url={publicUrl(paths.view(wishlist.id))}
        isPublic={isPublic}
        editPath={paths.settings(wishlist.id, 'edit')}
        shareTitle={wishlist.title}
        qrFileName="liste-de-naissance-qr.png"
      />
    </div>
  );
}
