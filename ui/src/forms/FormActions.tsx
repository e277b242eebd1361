import { Button, Space } from 'antd';
import { useT } from '../i18n/useT';
import './forms.css';

interface Props {
  /** Label of the primary (submit) button: 'Créer la frise', 'Enregistrer'... */
  submitLabel: string;
  /** Spinner on the submit button while the save runs. */
  submitting: boolean;
  onCancel: () => void;
}

/** The buttons at the bottom of a form: the primary submit and Cancel. */
export function FormActions({ submitLabel, submitting, onCancel }: Props) {
  const t = useT();
  return (
    <Space wrap className="cg-form-actions">
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitLabel}
      </Button>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
    </Space>
  );
}
