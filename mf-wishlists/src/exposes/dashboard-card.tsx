import { defineCard } from '@cigogne/ui/remote/defineCard';
import { WishlistsDashboardCard } from '../components/WishlistsDashboardCard';
import { wishlistsCardCatalogues } from '../i18n/card/catalogues';

/** './dashboard-card' of mf_wishlists: the wishlists card of the shell's dashboard. */
export default defineCard(WishlistsDashboardCard, { catalogues: wishlistsCardCatalogues });
