/** The shortest horizontal swipe (px) that changes photo: shorter is a tap or a shaky finger. */
const MIN_SWIPE = 40;

/**
 * The photo a swipe goes to, from where the finger went (`dx`, `dy`): +1 (the next: swiped to the
 * left), -1 (the previous) or 0 (a tap, or a mostly vertical move, which scrolls).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < MIN_SWIPE || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
