/** Colour of an error-log filter button (docs/product.md#error-log): <200 cyan, <300 green, <400 stone, <500 yellow, else red. */
export type FilterColour = 'cyan' | 'green' | 'stone' | 'yellow' | 'red';

export function filterColour(status: number): FilterColour {
  if (status < 200) return 'cyan';
  if (status < 300) return 'green';
  if (status < 400) return 'stone';
  if (status < 500) return 'yellow';
  return 'red';
}

/** Tone of an HTTP status badge (docs/product.md#error-log): <300 success, <400 neutral, <500 warning, else error. */
export type BadgeTone = 'success' | 'neutral' | 'warning' | 'error';

export function badgeTone(status: number): BadgeTone {
  if (status < 300) return 'success';
  if (status < 400) return 'neutral';
  if (status < 500) return 'warning';
  return 'error';
}
