import { render } from '@testing-library/react';
import { useCurrentLinkInView } from '../src/navigation/useCurrentLinkInView';

// jsdom lays nothing out: each link says where it sits in a 200 px wide row, 100 px apart
function layOut(row: HTMLElement) {
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: 200 });
  row.querySelectorAll('a').forEach((a, i) => {
    Object.defineProperty(a, 'offsetLeft', { configurable: true, value: i * 100 });
    Object.defineProperty(a, 'offsetWidth', { configurable: true, value: 90 });
  });
}

function Row({ current }: { current: number }) {
  const row = useCurrentLinkInView<HTMLUListElement>(current);
  return (
    <ul ref={row} data-testid="row">
      {[0, 1, 2, 3, 4].map((i) => (
        <li key={i}>
          <a href={`#${i}`} aria-current={i === current ? 'page' : undefined}>
            {i}
          </a>
        </li>
      ))}
    </ul>
  );
}

it('scrolls the row to a current link out of sight, and leaves it when the link is in sight', () => {
  const { getByTestId, rerender } = render(<Row current={0} />);
  const row = getByTestId('row');
  layOut(row);
  rerender(<Row current={4} />);
  // the fifth link (400 to 490) is past the 200 px in sight: brought in, with a little room before it
  expect(row.scrollLeft).toBe(384);
  rerender(<Row current={3} />);
  // the fourth link (300 to 390) starts before the part in sight (384 to 584): the row scrolls back
  expect(row.scrollLeft).toBe(284);
  rerender(<Row current={4} />);
  // the fifth link ends past the part in sight (284 to 484): scrolled again
  expect(row.scrollLeft).toBe(384);
  row.scrollLeft = 0;
  rerender(<Row current={1} />);
  // the second link (100 to 190) is in sight (0 to 200): nothing moves
  expect(row.scrollLeft).toBe(0);
});
