import { useEffect } from 'react';

/** The confetti over the page while the summary of a fresh answer shows (loaded then, never for a returning guest). */
export function Celebration() {
  useEffect(() => {
    let layer: HTMLElement | undefined;
    let gone = false;
    import(/* webpackChunkName: "pr-confetti" */ './confetti').then(({ playConfetti }) => {
      if (!gone) layer = playConfetti();
    }, console.warn);
    return () => {
      gone = true;
      layer?.remove();
    };
  }, []);
  return null;
}
