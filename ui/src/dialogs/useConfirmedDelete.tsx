import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

// Loaded at the first deletion asked: antd's Modal and rc-dialog are not part of the list pages' first load.
const DeleteConfirmDialog = lazy(() =>
  import(/* webpackChunkName: "ui-delete-dialog" */ './DeleteConfirmDialog').then((m) => ({ default: m.DeleteConfirmDialog })),
);

/** What a mutation hook reports about the deletion (Apollo `[mutate, { loading, error, reset }]`). */
export interface Deletion {
  loading: boolean;
  error?: unknown;
  reset: () => void;
}

/**
 * Deletion after confirmation: `ask(item)` opens the dialog; confirming runs `remove(item)` and
 * closes it, a failure stays shown inside the dialog (docs/product.md#dialogs).
 */
export function useConfirmedDelete<T>(
  remove: (item: T) => Promise<unknown>,
  deletion: Deletion,
  /** The name quoted in the confirm text; defaults to the item's `title`. */
  nameOf: (item: T) => string = (item) => (item as { title?: string }).title ?? '',
): { ask: (item: T) => void; dialog: ReactNode } {
  const [toDelete, setToDelete] = useState<T | null>(null);
  // mounted from the first ask on, so closing keeps antd's closing animation
  const [asked, setAsked] = useState(false);
  const ask = useCallback((item: T) => {
    setAsked(true);
    setToDelete(item);
  }, []);
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
  const dialog = asked ? (
    <Suspense fallback={null}>
      <DeleteConfirmDialog
        open={Boolean(toDelete)}
        name={toDelete ? nameOf(toDelete) : ''}
        loading={deletion.loading}
        error={deletion.error}
        onConfirm={confirm}
        onCancel={close}
      />
    </Suspense>
  ) : null;
  return { ask, dialog };
}
