import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { useState, type ReactNode } from 'react';

/** What a mutation hook reports about the deletion (Apollo `[mutate, { loading, error, reset }]`). */
export interface Deletion {
  loading: boolean;
  error?: unknown;
  reset: () => void;
}

/**
 * Deletion after confirmation: `ask(item)` opens the dialog; confirming runs `remove(item)` and
 * closes it, a failure stays shown inside the dialog (SPEC: delete confirmation dialog).
 */
export function useConfirmedDelete<T>(
  remove: (item: T) => Promise<unknown>,
  deletion: Deletion,
  /** The name quoted in the confirm text; defaults to the item's `title`. */
  nameOf: (item: T) => string = (item) => (item as { title?: string }).title ?? '',
): { ask: (item: T) => void; dialog: ReactNode } {
  const [toDelete, setToDelete] = useState<T | null>(null);
  const close = () => {
    setToDelete(null);
    deletion.reset();
  };
  const confirm = async () => {
    if (!toDelete) return;
    try {
      await remove(toDelete);
      close();
    } catch {
      // deletion.error shows it in the dialog
    }
  };
  const dialog = (
    <DeleteConfirmDialog
      open={Boolean(toDelete)}
      name={toDelete ? nameOf(toDelete) : ''}
      loading={deletion.loading}
      error={deletion.error}
      onConfirm={confirm}
      onCancel={close}
    />
  );
  return { ask: setToDelete, dialog };
}
