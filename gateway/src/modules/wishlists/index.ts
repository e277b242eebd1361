/** What other modules use of wishlists besides its descriptor, services and entities: who may see a list (an item's photo is served under it). */
export { listVisibleTo } from './wishlist.rules.js';
