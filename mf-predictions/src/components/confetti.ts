import confetti from 'canvas-confetti';

/** docs/product.md#languages-and-formats: 150 pieces, once, over the whole window. */
export const CONFETTI_PIECES = 150;

/**
 * The confetti of a freshly sent answer (docs/product.md#languages-and-formats), in plain DOM for
 * the app's Celebration and the guest page's island alike: a canvas over the whole window, in a
 * chunk loaded only when it plays. Returns the layer, for the app to take away.
 */
export function playConfetti(): HTMLElement {
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
  return layer;
}
