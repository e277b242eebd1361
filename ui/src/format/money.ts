// Made on first use, not at import: building a currency formatter loads ICU's currency data, a
// task long enough to count in a guest page's blocking time when an island only imports this.
let euros: Intl.NumberFormat | undefined;

/** Euros in French format with 2 decimals whatever the language (docs/product.md#languages-and-formats): 1 234,50 €. */
export function formatEuros(amount: number): string {
  euros ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return euros.format(amount);
}
