/** docs/product.md#languages-and-formats: 150 pieces, once, over the whole window (the app's Celebration and the guest page's island). */
export const CONFETTI_PIECES = 150;
