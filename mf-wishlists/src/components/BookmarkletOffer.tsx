import { CopyOutlined } from '@ant-design/icons';
import { useHref } from '@cigogne/ui/router';
import { Button, Typography } from 'antd';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { bookmarkletCode, shareTarget } from '../data/sharedLink';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsPaths';
import '../styles/shop.css';

/**
 * "Ajouter à Cigogne" (docs/product.md#items-from-any-shop): a link to drag to the bookmarks bar.
 * Clicked on a shop's page it opens the share page for this list with the shop's address. A copy
 * button gives the code to those who cannot drag (keyboard, phone: paste it as a bookmark's address).
 */
export function BookmarkletOffer({ wishlistId }: { wishlistId: string }) {
  const t = useWishlistsT();
  const paths = useWishlistPaths();
  const link = useRef<HTMLAnchorElement>(null);
  const [hint, setHint] = useState<'drag' | 'copied' | null>(null);
  const target = useHref(`${shareTarget(paths.list)}?list=${encodeURIComponent(wishlistId)}`);
  const code = bookmarkletCode(`${window.location.origin}${target}`);

  // React refuses javascript: addresses in href (a guard against injected links): this one is ours
  useEffect(() => {
    link.current?.setAttribute('href', code);
  }, [code]);

  // a click here would "add" Cigogne's own page: the link is for the bookmarks bar
  const explain = (event: MouseEvent) => {
    event.preventDefault();
    setHint('drag');
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setHint('copied');
    } catch (err) {
      // docs/product.md: clipboard failures are only logged
      console.warn('bookmarklet not copied', err);
    }
  };

  return (
    <section className="wl-bookmarklet" aria-labelledby="wl-bookmarklet-title">
      <h2 id="wl-bookmarklet-title" className="wl-bookmarklet__title">
        {t('wishlists.shop.bookmarklet.title')}
      </h2>
      <p className="wl-bookmarklet__text">{t('wishlists.shop.bookmarklet.explain')}</p>
      <div className="wl-bookmarklet__actions">
        <a ref={link} className="wl-bookmarklet__link" draggable onClick={explain} aria-describedby="wl-bookmarklet-hint">
          {t('wishlists.shop.bookmarklet.link')}
        </a>
        <Button icon={<CopyOutlined aria-hidden />} onClick={copy}>
          {t('wishlists.shop.bookmarklet.copy')}
        </Button>
      </div>
      <Typography.Paragraph type="secondary" className="wl-bookmarklet__hint" id="wl-bookmarklet-hint" aria-live="polite">
        {hint === 'drag'
          ? t('wishlists.shop.bookmarklet.dragHint')
          : hint === 'copied'
            ? t('wishlists.shop.bookmarklet.copied')
            : t('wishlists.shop.bookmarklet.privacy')}
      </Typography.Paragraph>
    </section>
  );
}
