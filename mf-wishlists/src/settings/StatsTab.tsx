import { useWishlistStatsQuery } from '@cigogne/graphql/wishlists';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { useId } from 'react';
import { useWishlistsT } from '../i18n/useWishlistsT';
import type { SettingsWishlist } from './types';

/** The bands of docs/product.md#wishlist-statistics, in the order the gateway answers them. */
type Band = 'veryCheap' | 'cheap' | 'medium' | 'expensive' | 'veryExpensive' | 'ultraExpensive';

/**
 * /wishlists/:id/stats: available and reserved items per price band (docs/product.md#wishlist-statistics) as a table whose
 * last column draws them as stacked bars: the numbers stay text for everyone, the bars add the shape.
 * Plain CSS, no chart library (the remote's budget).
 */
export function StatsTab({ wishlist }: { wishlist: SettingsWishlist }) {
  const t = useWishlistsT();
  const titleId = useId();
  const { data, loading, error } = useWishlistStatsQuery({ variables: { id: wishlist.id } });
  if (loading && !data) return <SectionLoader rows={6} />;
  if (!data) return <FormErrorBanner error={error ?? new Error('no data')} />;

  const bands = data.wishlistStats;
  const largest = Math.max(1, ...bands.map((b) => b.available + b.reserved));
  const share = (n: number) => `${(n / largest) * 100}%`;
  const total = bands.reduce((sum, b) => sum + b.available + b.reserved, 0);

  return (
    <div className="wl-stats">
      <h2 className="wl-tab-title" id={titleId}>
        {t('wishlists.stats.title')}
      </h2>
      {total === 0 && <p className="cg-muted">{t('wishlists.stats.empty')}</p>}
      <p className="wl-stats__legend" aria-hidden>
        <span className="wl-stats__key wl-stats__key--available" /> {t('wishlists.stats.available')}
        <span className="wl-stats__key wl-stats__key--reserved" /> {t('wishlists.stats.reserved')}
      </p>
      <table className="wl-stats__table" aria-labelledby={titleId} aria-describedby={`${titleId}-caption`}>
        <caption id={`${titleId}-caption`} className="wl-visually-hidden">
          {t('wishlists.stats.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('wishlists.stats.band')}</th>
            <th scope="col" className="wl-stats__number">
              {t('wishlists.stats.available')}
            </th>
            <th scope="col" className="wl-stats__number">
              {t('wishlists.stats.reserved')}
            </th>
            <td className="wl-stats__bar-cell" aria-hidden />
          </tr>
        </thead>
        <tbody>
          {bands.map((band) => (
            <tr key={band.band}>
              <th scope="row">{t(`wishlists.stats.band.${band.band as Band}`)}</th>
              <td className="wl-stats__number">{band.available}</td>
              <td className="wl-stats__number">{band.reserved}</td>
              <td className="wl-stats__bar-cell" aria-hidden>
                <span className="wl-stats__bar">
                  <span className="wl-stats__bar-part wl-stats__bar-part--available" style={{ width: share(band.available) }} />
                  <span className="wl-stats__bar-part wl-stats__bar-part--reserved" style={{ width: share(band.reserved) }} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
