// Scaffold only: replaced by the real screen before this remote lands on main.
export function ExampleWishlistPage() {
  return <h1>ExampleWishlistPage</h1>;
}
