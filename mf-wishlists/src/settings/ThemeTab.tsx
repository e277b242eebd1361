import { useWishlistCoversQuery, type ThemeColor } from '@cigogne/graphql/wishlists';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { themeShades, type ThemeColorName } from '@cigogne/ui/theme-color/palette';
import { ThemeColorPicker } from '@cigogne/ui/theme-color/ThemeColorPicker';
import { useId, useState } from 'react';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { CoverPicker } from './CoverPicker';
import { SaveStatus } from './SaveStatus';
import type { SettingsWishlist } from './types';
import { useWishlistSave } from './useWishlistSave';

/** /wishlists/:id/theme: the theme colour and the cover, each saved as soon as it is picked. */
export function ThemeTab({ wishlist }: { wishlist: SettingsWishlist }) {
  const t = useWishlistsT();
  const coverTitle = useId();
  const coverHelp = useId();
  const covers = useWishlistCoversQuery();
  const { save, state, error } = useWishlistSave(wishlist.id);
  // shown at once; the saved value comes back with the answer
  const [color, setColor] = useState(wishlist.themeColor);
  const [cover, setCover] = useState(wishlist.cover);

  const pickColor = (next: ThemeColorName) => {
    setColor(next as ThemeColor);
    void save({ themeColor: next as ThemeColor });
  };
  const pickCover = (next: string | null) => {
    setCover(next);
    void save({ cover: next });
  };

  return (
    <div className="wl-theme">
      <div className="wl-tab-head">
        <h2 className="wl-tab-title">{t('wishlists.theme.color')}</h2>
        <SaveStatus state={state} />
      </div>
      <FormErrorBanner error={error} />
      <div className="wl-theme__preview" style={{ background: themeShades(color).strong }} aria-hidden>
        {wishlist.title}
      </div>
      <ThemeColorPicker value={color as ThemeColorName} onChange={pickColor} aria-label={t('wishlists.theme.color')} />

      <h2 className="wl-tab-title wl-theme__cover-title" id={coverTitle}>
        {t('wishlists.theme.cover')}
      </h2>
      <p className="cg-muted" id={coverHelp}>
        {t('wishlists.theme.coverHelp')}
      </p>
      {covers.error && !covers.data ? <FormErrorBanner error={covers.error} /> : null}
      {covers.loading && !covers.data ? (
        <SectionLoader rows={3} />
      ) : covers.data ? (
        <CoverPicker
          covers={covers.data.wishlistCovers}
          value={cover}
          onChange={pickCover}
          aria-labelledby={coverTitle}
          aria-describedby={coverHelp}
        />
      ) : null}
    </div>
  );
}
