import { lazy, Suspense, useEffect, useState } from 'react';

// react-confetti is only fetched when a guest has just answered, never for a returning one.
const Confetti = lazy(() => import(/* webpackChunkName: "pr-confetti" */ 'react-confetti'));

/** docs/product.md#languages-and-formats: 150 pieces, once, over the whole window. */
export const CONFETTI_PIECES = 150;

export function Celebration() {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const resize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);
  return (
    <div className="pr-confetti" data-testid="confetti" aria-hidden>
      <Suspense fallback={null}>
        <Confetti numberOfPieces={CONFETTI_PIECES} recycle={false} width={size.width} height={size.height} />
      </Suspense>
    </div>
  );
}
