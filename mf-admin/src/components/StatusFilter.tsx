import { filterColour } from '../data/statusColours';
import { useAdminT } from '../i18n/useAdminT';

interface Props {
  /** The distinct statuses the log holds, in any order. */
  statuses: readonly number[];
  selected: number | null;
  /** The clicked status, or null when the selected one is clicked again (clears the filter). */
  onChange: (status: number | null) => void;
}

/** One toggle button per status seen, ascending, coloured as docs/product.md#error-log says. */
export function StatusFilter({ statuses, selected, onChange }: Props) {
  const t = useAdminT();
  const sorted = [...new Set(statuses)].sort((a, b) => a - b);
  if (!sorted.length) return null;
  return (
    <div className="adm-filter" role="group" aria-label={t('admin.errors.filterLabel')}>
      <span className="adm-filter__label" aria-hidden>
        {t('admin.errors.filterLabel')}
      </span>
      {sorted.map((status) => {
        const colour = filterColour(status);
        const pressed = status === selected;
        return (
          <button
            key={status}
            type="button"
            className={`adm-filter__button adm-filter__button--${colour}`}
            data-colour={colour}
            aria-pressed={pressed}
            onClick={() => onChange(pressed ? null : status)}
          >
            {status}
          </button>
        );
      })}
    </div>
  );
}
