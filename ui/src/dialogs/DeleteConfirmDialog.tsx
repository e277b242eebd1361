import { Dialog } from './Dialog';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormErrorBanner } from '../errors/FormErrorBanner';

interface Props {
  open: boolean;
  /** The name of what is deleted, quoted in the confirm text. */
  name: string;
  /** Overrides the default title 'Confirmer la suppression'. */
  title?: ReactNode;
  /** Overrides the default confirm text. */
  children?: ReactNode;
  /** True while the deletion runs (spinner on the delete button). */
  loading?: boolean;
  /** What the deletion failed with; shown in the dialog. */
  error?: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Delete confirmation (docs/product.md#dialogs): title, confirm text, Cancel and a danger Delete button. */
export function DeleteConfirmDialog({ open, name, title, children, loading, error, onConfirm, onCancel }: Props) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      title={title ?? intl.formatMessage({ id: 'common.delete.title' })}
      okText={intl.formatMessage({ id: 'common.delete' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {error ? <FormErrorBanner error={error} /> : null}
      <p style={{ margin: 0 }}>{children ?? intl.formatMessage({ id: 'common.delete.confirm' }, { name })}</p>
    </Dialog>
  );
}

export default DeleteConfirmDialog;
