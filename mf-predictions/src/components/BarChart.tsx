import { useId } from 'react';
import './bar-chart.css';

export interface Bar {
  key: string;
  label: string;
  value: number;
}

/**
 * Horizontal bars in plain HTML and CSS: a light chart for a few counts, with the numbers in the
 * text so screen readers and narrow screens read the same figures.
 */
export function BarChart({ title, bars, color }: { title: string; bars: Bar[]; color: string }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className="pr-chart" aria-labelledby={id}>
      <figcaption id={id} className="pr-chart__title">
        {title}
      </figcaption>
      <ul className="pr-chart__bars">
        {bars.map((bar) => (
          <li key={bar.key} className="pr-chart__row">
            <span className="pr-chart__label">{bar.label}</span>
            <span className="pr-chart__track" aria-hidden>
              <span className="pr-chart__fill" style={{ width: `${(bar.value / max) * 100}%`, background: color }} />
            </span>
            <span className="pr-chart__value">{bar.value}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
