import { lazy, Suspense, useEffect, useState } from 'react';
import { CONFETTI_PIECES } from '../data/confetti';

// react-confetti is only fetched when a guest has just answered, never for a returning one.
const Confetti = lazy(() => import(/* webpackChunkName: "pr-confetti" */ 'react-confetti'));

export { CONFETTI_PIECES };

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
