import type { WishlistCoverFieldsFragment } from '@cigogne/graphql/wishlists';
import { CheckOutlined, StopOutlined } from '@ant-design/icons';
import { useId, type ReactNode } from 'react';
import { useWishlistsT } from '../i18n/useWishlistsT';

interface Props {
  covers: readonly WishlistCoverFieldsFragment[];
  /** The chosen cover's file name; null for none. */
  value: string | null;
  onChange: (file: string | null) => void;
  'aria-labelledby': string;
  'aria-describedby'?: string;
}

/** Each cover's rank inside its category, in the gateway's order: its name is "Bébé 3", "Autre 2"... */
function ranks(covers: readonly WishlistCoverFieldsFragment[]): Map<string, number> {
  const seen = new Map<string, number>();
  return new Map(
    covers.map((cover) => {
      const n = (seen.get(cover.category) ?? 0) + 1;
      seen.set(cover.category, n);
      return [cover.file, n];
    }),
  );
}

/**
 * The covers' thumbnails and a "no image" choice as one radio group: native radios, so Tab reaches
 * the group and arrow keys move the choice; each option is named by its category and number.
 */
export function CoverPicker({ covers, value, onChange, 'aria-labelledby': labelledBy, 'aria-describedby': describedBy }: Props) {
  const t = useWishlistsT();
  const name = useId();
  const rankOf = ranks(covers);
  const option = (file: string | null, label: string, picture: ReactNode) => {
    const checked = value === file;
    return (
      <label key={file ?? 'none'} className="wl-cover-option" title={label}>
        <input
          type="radio"
          name={name}
          checked={checked}
          onChange={() => onChange(file)}
          aria-label={label}
          className="wl-cover-option__input"
        />
        <span className="wl-cover-option__frame">
          {picture}
          {checked && (
            <span className="wl-cover-option__check" aria-hidden>
              <CheckOutlined />
            </span>
          )}
        </span>
      </label>
    );
  };
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} className="wl-cover-picker">
      {option(
        null,
        t('wishlists.theme.noCover'),
        <span className="wl-cover-option__none">
          <StopOutlined aria-hidden /> {t('wishlists.theme.noCover')}
        </span>,
      )}
      {covers.map((cover) =>
        option(
          cover.file,
          t('wishlists.theme.coverOption', {
            category: t(`wishlists.cover.${cover.category}` as 'wishlists.cover.baby'),
            n: rankOf.get(cover.file)!,
          }),
          <img src={cover.thumbnailUrl} alt="" width={120} height={80} loading="lazy" />,
        ),
      )}
    </div>
  );
}
