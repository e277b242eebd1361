import { DeleteConfirmDialog } from '@cigogne/ui/dialogs/DeleteConfirmDialog';
import { useState, type ReactNode } from 'react';

interface Deletion {
  loading: boolean;
  error?: unknown;
  reset: () => void;
}

/**
 * Deletion after confirmation: `ask(item)` opens the dialog; confirming runs `remove(item)` and
 * closes it, a failure stays shown inside the dialog (SPEC: delete confirmation dialog).
 */
export function useConfirmedDelete<T extends { title: string }>(
  remove: (item: T) => Promise<unknown>,
  deletion: Deletion,
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
      name={toDelete?.title ?? ''}
      loading={deletion.loading}
      error={deletion.error}
      onConfirm={confirm}
      onCancel={close}
    />
  );
  return { ask: setToDelete, dialog };
}
