import { Link } from '@cigogne/ui/router';

/** The product name, linking home, with a small stork-blue mark. */
export function Brand() {
  return (
    <Link to="/" className="brand" aria-label="Cigogne">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden focusable="false">
        <circle cx="16" cy="16" r="15" fill="#3b6797" />
        <path d="M9 19c3-6 9-8 14-6-2 1-3 2-3 4 0 3-3 5-6 5s-4-1-5-3z" fill="#fff" />
        <circle cx="21" cy="11" r="1.6" fill="#e8a87c" />
      </svg>
      <span className="brand__name">Cigogne</span>
    </Link>
  );
}
