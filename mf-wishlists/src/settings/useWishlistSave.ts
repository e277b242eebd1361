import { useUpdateWishlistMutation, type WishlistPatchInput } from '@cigogne/graphql/wishlists';
import { useState } from 'react';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * updateWishlist with only the given fields, and what the screen shows of it: saving, saved, or the
 * error. The answer carries the whole list, so Apollo's cache (and every screen reading it) follows.
 */
export function useWishlistSave(id: string) {
  const [update] = useUpdateWishlistMutation();
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<unknown>(null);
  const save = async (input: WishlistPatchInput): Promise<boolean> => {
    setState('saving');
    setError(null);
    try {
      await update({ variables: { id, input } });
      setState('saved');
      return true;
    } catch (failure) {
      setError(failure);
      setState('error');
      return false;
    }
  };
  return { save, state, error };
}
