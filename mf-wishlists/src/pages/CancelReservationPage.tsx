// Scaffold only: replaced by the real screen before this remote lands on main.
export function CancelReservationPage() {
  return <h1>CancelReservationPage</h1>;
}
