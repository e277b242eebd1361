/**
 * ui's TextField (src/forms/TextField.tsx) as the server rendered it, answered by an island
 * (docs/architecture.md#islands): its error line and its show/hide password button, in the same
 * markup and classes the component renders, so the page looks the same as the app's.
 */
import type { IslandT } from './messages';

/** Shows `message` under the field of `input` (announced, the input marked invalid), or clears it. */
export function setTextFieldError(input: HTMLInputElement, message: string | null): void {
  const field = input.closest('.cg-field');
  const explain = field?.querySelector<HTMLElement>('.cg-field__explain');
  if (!field || !explain) return;
  field.classList.toggle('cg-field--error', Boolean(message));
  explain.textContent = message ?? '';
  if (message) {
    explain.setAttribute('role', 'alert');
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', explain.id);
  } else {
    explain.removeAttribute('role');
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
}

const SVG = 'http://www.w3.org/2000/svg';

/** The show/hide button of a password field: the input's type, the button's name and state, its eye crossed or not. */
export function togglePassword(button: HTMLElement, t: IslandT): void {
  const input = button.closest('.cg-field')?.querySelector<HTMLInputElement>('input');
  if (!input) return;
  const visible = input.type === 'password';
  input.type = visible ? 'text' : 'password';
  button.setAttribute('aria-pressed', String(visible));
  button.setAttribute('aria-label', t(visible ? 'common.hidePassword' : 'common.showPassword'));
  const icon = button.querySelector('svg');
  const cross = icon?.querySelector('path:nth-of-type(2)');
  if (visible) cross?.remove();
  else if (icon && !cross) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', 'M3 3l18 18');
    icon.append(path);
  }
}
