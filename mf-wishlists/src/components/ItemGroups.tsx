import { useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { groupItems } from '../data/itemGroups';
import type { WishlistItemView } from '../data/wishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { EmptyText } from './EmptyText';
import { ItemCard } from './ItemCard';
import { ItemCount } from './ItemCount';

interface Props {
  items: readonly WishlistItemView[];
  showReserver: boolean;
  renderActions: (item: WishlistItemView) => ReactNode;
  /** Shown instead of the groups when the list has no item (the owner's add button, say). */
  empty: ReactNode;
}

/** The "only unreserved" filter and the items grouped by category, reserved ones last in each group. */
export function ItemGroups({ items, showReserver, renderActions, empty }: Props) {
  const t = useWishlistsT();
  const switchId = useId();
  const [onlyAvailable, setOnlyAvailable] = useState(false);
  const groups = useMemo(() => groupItems(items, onlyAvailable), [items, onlyAvailable]);

  if (items.length === 0) return <div className="wl-empty">{empty}</div>;
  return (
    <section aria-label={t('wishlists.view.groupsLabel')} className="wl-groups">
      <div className="wl-filter">
        {/* a native checkbox with the switch role: antd's Switch would weigh on the public list's first load */}
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className="wl-switch"
          checked={onlyAvailable}
          onChange={(event) => setOnlyAvailable(event.target.checked)}
        />
        <label htmlFor={switchId}>{t('wishlists.view.onlyAvailable')}</label>
      </div>
      {groups.length === 0 && <EmptyText>{t('wishlists.view.allReserved')}</EmptyText>}
      <div className="wl-groups__flow">
        {groups.map((group) => {
          const headingId = `wl-group-${group.key}`;
          // the cards a group would like side by side (list.css): small groups share a row
          const width = { '--wl-group-cards': Math.min(group.items.length, 5) } as CSSProperties;
          return (
            <section key={group.key} className="wl-group" aria-labelledby={headingId} style={width}>
              <h2 id={headingId} className="wl-group__title">
                {t(`wishlists.category.${group.key}`)} <ItemCount count={group.items.length} className="wl-group__count" />
              </h2>
              <ul className="wl-items">
                {group.items.map((item) => (
                  <ItemCard key={item.id} item={item} showReserver={showReserver} actions={renderActions(item)} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}
