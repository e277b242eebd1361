// Scaffold only: replaced by the real card before this remote lands on main.
export function WishlistsDashboardCard() {
  return <h2>Wishlists</h2>;
}
