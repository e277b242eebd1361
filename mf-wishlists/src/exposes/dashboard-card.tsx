import { defineRemote } from '@cigogne/ui/remote/defineRemote';
import { WishlistsDashboardCard } from '../components/WishlistsDashboardCard';
import { wishlistsCatalogues } from '../i18n/catalogues';
import '../wishlists.css';

/** './dashboard-card' of mf_wishlists: the wishlists card of the shell's dashboard. */
export default defineRemote(WishlistsDashboardCard, { catalogues: wishlistsCatalogues });
