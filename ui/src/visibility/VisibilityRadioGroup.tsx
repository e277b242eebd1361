import { Radio } from 'antd';
import { useT } from '../i18n/useT';
import '../forms/forms.css';
import type { VisibilityValue } from './VisibilityBadge';

interface Props {
  /** Given by the surrounding antd Form.Item. */
  value?: VisibilityValue;
  onChange?: (value: VisibilityValue) => void;
  /** Accessible name of the group (the Form.Item label). */
  'aria-label': string;
}

/** Private / public, each with its one-line explanation; put it in a Form.Item (name="visibility"). */
export function VisibilityRadioGroup({ value, onChange, 'aria-label': ariaLabel }: Props) {
  const t = useT();
  return (
    <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value)} aria-label={ariaLabel} className="cg-visibility-choice">
      {(['private', 'public'] as const).map((visibility) => (
        <Radio key={visibility} value={visibility}>
          <strong>{t(`common.visibility.${visibility}`)}</strong>
          <span className="cg-visibility-choice__help">{t(`common.visibility.${visibility}Help`)}</span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
