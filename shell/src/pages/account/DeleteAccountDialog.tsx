import { useDeleteAccountMutation } from '@cigogne/graphql/auth';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { TextField } from '@cigogne/ui/forms/TextField';
import { checks, useFormFields } from '@cigogne/ui/forms/useFormFields';
import { Button } from 'antd';
import { Dialog } from '@cigogne/ui/dialogs/Dialog';
import { useMemo } from 'react';
import { useShellT } from '../../i18n/useShellT';

interface Props {
  open: boolean;
  onCancel: () => void;
  /** The account is erased (the gateway answered). */
  onDeleted: () => void;
}

type Values = { password: string };

const FORM_ID = 'delete-account-form';

/** The danger zone's confirmation: the password, then the erasure (GraphQL deleteAccount). */
export function DeleteAccountDialog({ open, onCancel, onDeleted }: Props) {
  const t = useShellT();
  const [deleteAccount, { loading, error, reset }] = useDeleteAccountMutation();

  const onConfirm = async (password: string) => {
    const { data } = await deleteAccount({ variables: { password } }).catch(() => ({ data: undefined }));
    if (data?.deleteAccount) onDeleted();
  };

  const close = () => {
    reset();
    onCancel();
  };

  return (
    <Dialog
      open={open}
      title={t('shell.accountData.deleteTitle')}
      onCancel={close}
      // the typed password does not outlive the dialog
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button key="delete" type="primary" danger htmlType="submit" form={FORM_ID} loading={loading}>
          {t('shell.accountData.deleteConfirm')}
        </Button>,
      ]}
    >
      <PasswordForm error={error} onConfirm={onConfirm} />
    </Dialog>
  );
}

function PasswordForm({ error, onConfirm }: { error: unknown; onConfirm: (password: string) => Promise<void> }) {
  const t = useShellT();
  const fieldChecks = useMemo(() => ({ password: [checks.required<Values>(t('errors.validation.required'))] }), [t]);
  const form = useFormFields<Values>({ password: '' }, fieldChecks);
  return (
    <>
      <FormErrorBanner error={error} onFieldErrors={form.setFieldErrors} />
      <p>{t('shell.accountData.deleteWarning')}</p>
      <form id={FORM_ID} onSubmit={form.handleSubmit(({ password }) => onConfirm(password))} noValidate>
        <TextField {...form.field('password')} label={t('shell.accountData.password')} password autoComplete="current-password" autoFocus />
      </form>
    </>
  );
}
