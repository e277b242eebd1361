import { formatDate } from '@cigogne/ui/format/date';
import { joinNames } from '@cigogne/ui/format/names';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { WishlistView } from '../data/wishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { ItemCount } from './ItemCount';

interface Props {
  wishlist: Pick<WishlistView, 'title' | 'description' | 'date' | 'themeColor' | 'coverImage' | 'itemCount' | 'parents'>;
  /** Buttons under the title (the owner's theme, add item, settings; the example's create button). */
  actions?: ReactNode;
}

/**
 * The list's header: its cover picture with the title in the cover's colour, or a header in the theme
 * colour, and the parents' first names (those who allow it); then the date, the item count and the description, one paragraph per line.
 */
export function WishlistBanner({ wishlist, actions }: Props) {
  const intl = useIntl();
  const t = useWishlistsT();
  const cover = wishlist.coverImage;
  const tone = cover ? (cover.titleColor === 'white' ? 'light' : 'dark') : 'light';
  const lines = (wishlist.description ?? '').split('\n').filter((line) => line.trim());
  return (
    <header
      className={`wl-banner wl-banner--${tone}${cover ? ' wl-banner--cover' : ''}`}
      style={
        cover
          ? undefined
          : {
              background: `linear-gradient(135deg, ${themeShades(wishlist.themeColor).strong}, ${themeShades(wishlist.themeColor).strong}e6)`,
            }
      }
    >
      {cover && <img className="wl-banner__cover" src={cover.url} alt="" fetchPriority="high" />}
      <div className="wl-banner__text">
        <h1 className="wl-banner__title">{wishlist.title}</h1>
        {wishlist.parents.length > 0 && (
          <p className="wl-banner__parents">{t('wishlists.view.parents', joinNames(wishlist.parents, intl.locale))}</p>
        )}
        <p className="wl-banner__meta">
          <ItemCount count={wishlist.itemCount} />
          {wishlist.date && <> · {t('wishlists.view.date', { date: formatDate(wishlist.date, intl.locale) })}</>}
        </p>
        {lines.length > 0 && (
          <div className="wl-banner__description">
            {lines.map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </div>
        )}
        {actions && <div className="wl-banner__actions">{actions}</div>}
      </div>
    </header>
  );
}
