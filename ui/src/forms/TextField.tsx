import { useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { useT } from '../i18n/useT';
import { useKeepTypedValue } from './useKeepTypedValue';
import './text-field.css';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'id'>;

interface Props extends NativeProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the input (and announced); marks the input invalid. */
  error?: string;
  /** A password input with a show/hide button, like antd's Input.Password. */
  password?: boolean;
}

/**
 * A labelled text input drawn like antd's vertical Form.Item with an Input, from a native input
 * (no rc-input, rc-form, tooltip or popup code): the light form of useFormFields.
 */
export function TextField({ name, label, value, onChange, error, password, className, ...native }: Props) {
  const id = useId();
  const t = useT();
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  useKeepTypedValue(ref, value, onChange);
  const errorId = `${id}-error`;
  const input = (
    <input
      {...native}
      ref={ref}
      id={id}
      name={name}
      className="cg-field__input"
      type={password ? (visible ? 'text' : 'password') : (native.type ?? 'text')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    />
  );
  return (
    <div className={['cg-field', error ? 'cg-field--error' : '', className].filter(Boolean).join(' ')}>
      <label className="cg-field__label" htmlFor={id}>
        {label}
      </label>
      {password ? (
        <div className="cg-field__affix">
          {input}
          <button
            type="button"
            className="cg-field__toggle"
            // on a page sent as islands, its island answers it (docs/architecture.md#islands)
            data-island-tap="togglePassword"
            aria-label={t(visible ? 'common.hidePassword' : 'common.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            <EyeIcon crossed={!visible} />
          </button>
        </div>
      ) : (
        input
      )}
      <div className="cg-field__explain" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
