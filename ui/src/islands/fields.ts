/** Form fields of an island, in plain DOM (docs/architecture.md#islands): a label, the control, help and an error line tied to it. */
export interface IslandField<T extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement | HTMLTextAreaElement> {
  wrapper: HTMLElement;
  control: T;
  setHelp(text: string): void;
  /** Shows `message` under the field (announced, the control marked invalid), or clears it. */
  setError(message: string | null): void;
}

let fieldCount = 0;

export function islandField<K extends 'input' | 'textarea'>(
  tag: K,
  label: string,
  attributes: Record<string, string> = {},
  help?: string,
  modifier?: string,
): IslandField<HTMLElementTagNameMap[K]> {
  const id = `island-field-${++fieldCount}`;
  const wrapper = document.createElement('div');
  wrapper.className = `island-field${modifier ? ` island-field--${modifier}` : ''}`;
  const control = document.createElement(tag);
  control.id = id;
  for (const [name, value] of Object.entries(attributes)) control.setAttribute(name, value);
  const labelEl = document.createElement('label');
  labelEl.htmlFor = id;
  labelEl.textContent = label;
  const helpEl = document.createElement('div');
  helpEl.className = 'island-field__help';
  helpEl.id = `${id}-help`;
  const errorEl = document.createElement('div');
  errorEl.className = 'island-field__error';
  errorEl.id = `${id}-error`;
  errorEl.setAttribute('role', 'alert');
  const describe = () =>
    control.setAttribute(
      'aria-describedby',
      [helpEl.textContent && helpEl.id, errorEl.textContent && errorEl.id].filter(Boolean).join(' '),
    );
  if (modifier === 'check') wrapper.append(control, labelEl);
  else wrapper.append(labelEl, control, helpEl, errorEl);
  const setHelp = (text: string) => {
    helpEl.textContent = text;
    helpEl.hidden = !text;
    describe();
  };
  setHelp(help ?? '');
  errorEl.hidden = true;
  const result: IslandField<HTMLElementTagNameMap[K]> = {
    wrapper,
    control,
    setHelp,
    setError(message) {
      errorEl.textContent = message ?? '';
      errorEl.hidden = !message;
      if (message) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
      describe();
    },
  };
  // as antd's form does: a field's error goes once it is being corrected
  control.addEventListener('input', () => result.setError(null));
  return result;
}

/** A button with antd's look (its classes are in the page's first-paint stylesheet); `danger`: a primary one in the danger colour. */
export function islandButton(text: string, primary = false, danger = false): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  const color = danger ? 'ant-btn-dangerous ant-btn-color-dangerous' : 'ant-btn-color-primary';
  button.className = `ant-btn cigogne ${primary ? `ant-btn-primary ${color} ant-btn-variant-solid` : 'ant-btn-default ant-btn-color-default ant-btn-variant-outlined'}`;
  const label = document.createElement('span');
  label.textContent = text;
  button.append(label);
  return button;
}
