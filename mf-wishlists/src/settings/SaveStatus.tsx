import { CheckCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { useWishlistsT } from '../i18n/useWishlistsT';
import type { SaveState } from './useWishlistSave';

/** "Enregistrement…" then "Enregistré", announced politely; failures show in the form's error banner. */
export function SaveStatus({ state }: { state: SaveState }) {
  const t = useWishlistsT();
  return (
    <span role="status" aria-live="polite" className={`wl-save-status wl-save-status--${state}`}>
      {state === 'saving' && (
        <>
          <LoadingOutlined aria-hidden /> {t('wishlists.settings.saving')}
        </>
      )}
      {state === 'saved' && (
        <>
          <CheckCircleFilled aria-hidden /> {t('wishlists.settings.saved')}
        </>
      )}
    </span>
  );
}
