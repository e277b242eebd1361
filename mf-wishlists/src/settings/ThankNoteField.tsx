import { Input } from 'antd';
import { useId, type ReactNode } from 'react';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { THANK_NOTE_MAX } from './thankNoteDrafts';

/** The note's labelled text area and the hint under it, in both thank-you dialogs. */
export function ThankNoteField({ value, onChange, hint }: { value: string; onChange: (note: string) => void; hint: ReactNode }) {
  const t = useWishlistsT();
  const id = useId();
  return (
    <>
      <label className="wl-thank-note__label" htmlFor={`${id}-note`}>
        {t('wishlists.thanks.messageLabel')}
      </label>
      <Input.TextArea
        id={`${id}-note`}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={8}
        maxLength={THANK_NOTE_MAX}
        showCount
      />
      <p id={`${id}-hint`} className="cg-muted wl-thank-note__hint">
        {hint}
      </p>
    </>
  );
}
