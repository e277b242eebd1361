// Scaffold only: replaced by the real screen before this remote lands on main.
export function WishlistSettingsPage() {
  return <h1>WishlistSettingsPage</h1>;
}
