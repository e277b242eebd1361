import confetti from 'canvas-confetti';
import { CONFETTI_PIECES } from '../data/confetti';

/**
 * The island's confetti for a freshly sent answer: a canvas over the whole window (what the app's
 * Celebration shows), in a chunk of its own loaded only when it plays.
 */
export function playConfetti(): void {
  const layer = document.createElement('div');
  layer.className = 'pr-confetti';
  layer.dataset.testid = 'confetti';
  layer.setAttribute('aria-hidden', 'true');
  const canvas = document.createElement('canvas');
  canvas.style.width = '100%';
  canvas.style.height = '100%';
  layer.append(canvas);
  document.body.append(layer);
  const fire = confetti.create(canvas, { resize: true });
  void fire({ particleCount: CONFETTI_PIECES, spread: 90, startVelocity: 45, origin: { y: 0.6 } });
}
