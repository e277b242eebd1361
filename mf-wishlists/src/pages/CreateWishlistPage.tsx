// Scaffold only: replaced by the real screen before this remote lands on main.
export function CreateWishlistPage() {
  return <h1>CreateWishlistPage</h1>;
}
