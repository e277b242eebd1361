// Scaffold only: replaced by the real screen before this remote lands on main.
export function WishlistListPage() {
  return <h1>WishlistListPage</h1>;
}
