import { CheckOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { THEME_COLORS, THEME_PALETTE, type ThemeColorName } from './palette';
import './ThemeColorPicker.css';

interface Props {
  /** Given by antd Form.Item. */
  value?: ThemeColorName;
  onChange?: (value: ThemeColorName) => void;
  id?: string;
  /** Accessible name of the group; 'Couleur du thème' by default. */
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/**
 * The 19 theme colour swatches as a radio group: native radios, so Tab reaches the group and
 * arrow keys move the choice; each swatch is labelled with its colour name.
 */
export function ThemeColorPicker({ value, onChange, id, 'aria-label': ariaLabel, 'aria-describedby': describedBy }: Props) {
  const intl = useIntl();
  const name = useId();
  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={ariaLabel ?? intl.formatMessage({ id: 'common.themeColor.label' })}
      aria-describedby={describedBy}
      className="cigogne-color-picker"
    >
      {THEME_COLORS.map((color) => {
        const label = intl.formatMessage({ id: `common.themeColor.${color}` });
        const checked = value === color;
        return (
          <label key={color} className="cigogne-color-picker__option" title={label}>
            <input
              type="radio"
              name={name}
              value={color}
              checked={checked}
              onChange={() => onChange?.(color)}
              aria-label={label}
              className="cigogne-color-picker__input"
            />
            <span className="cigogne-color-picker__swatch" style={{ background: THEME_PALETTE[color].swatch }} aria-hidden>
              {checked && <CheckOutlined />}
            </span>
          </label>
        );
      })}
    </div>
  );
}

export default ThemeColorPicker;
