// Scaffold only: replaced by the real screen before this remote lands on main.
export function PublicWishlistPage() {
  return <h1>PublicWishlistPage</h1>;
}
