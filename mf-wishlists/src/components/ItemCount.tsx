import { useWishlistsT } from '../i18n/useWishlistsT';

/** "3 articles", plural forms (docs/product.md#languages-and-formats). */
export function ItemCount({ count, className }: { count: number; className?: string }) {
  const t = useWishlistsT();
  return <span className={className}>{t('wishlists.count.items', { count })}</span>;
}
