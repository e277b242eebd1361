const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Euros in French format with 2 decimals whatever the language (docs/product.md#languages-and-formats): 1 234,50 €. */
export function formatEuros(amount: number): string {
  return euros.format(amount);
}
