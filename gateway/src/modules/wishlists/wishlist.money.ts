/** Prices are stored in cents (an integer column, no rounding drift) and answered in euros. */
export const cents = (price: number | null | undefined): number | null =>
  price === null || price === undefined ? null : Math.round(price * 100);

export const euros = (priceCents: number | null | undefined): number | null =>
  priceCents === null || priceCents === undefined ? null : priceCents / 100;
