import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Alert } from 'antd';
import { Dialog } from '@cigogne/ui/dialogs/Dialog';
import { useWishlistsT } from '../i18n/useWishlistsT';

interface Props {
  open: boolean;
  title: string;
  question: string;
  /** The "irreversible" warning. */
  warning: string;
  loading: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** A confirmation with an irreversible warning (cancelling a reservation): title, question, warning, Close and a danger Confirm. */
export function IrreversibleConfirmDialog({ open, title, question, warning, loading, error, onConfirm, onClose }: Props) {
  const t = useWishlistsT();
  return (
    <Dialog
      open={open}
      title={title}
      okText={t('common.confirm')}
      cancelText={t('common.close')}
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      onOk={onConfirm}
      onCancel={onClose}
      destroyOnHidden
    >
      {error ? <FormErrorBanner error={error} /> : null}
      <p>{question}</p>
      <Alert type="warning" showIcon title={warning} />
    </Dialog>
  );
}
