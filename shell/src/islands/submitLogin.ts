/**
 * The login island's submit (docs/architecture.md#islands): the same checks and messages as the
 * app's login screen (src/pages/auth/LoginPage.tsx), the REST login, the token stored where the app
 * reads it, then a normal navigation to where the app would have gone: the full app takes over.
 */
import { storeToken } from '@cigogne/ui/apollo/token';
import { errorMessageId, fieldMessageId, toAppError } from '@cigogne/ui/errors/appError';
import { checks } from '@cigogne/ui/forms/fieldChecks';
import { addIslandStyles } from '@cigogne/ui/islands/modal';
import type { IslandT } from '@cigogne/ui/islands/messages';
import { setTextFieldError } from '@cigogne/ui/islands/textField';
import { forgetAccountDeleted } from '../pages/account/accountDeletedNotice';
import { pathOf, type LoginState } from '../session/loginState';

type Values = { email: string; password: string };

/** A message of the catalogues, or `fallback`'s when it has none (islandT answers a missing id with the id). */
const messageOr = (t: IslandT, id: string, fallback: string) => (t(id) === id ? t(fallback) : t(id));

/** The banner above the form (the app's FormErrorBanner), made once. */
function bannerOf(form: HTMLFormElement): HTMLElement {
  const existing = form.parentElement?.querySelector<HTMLElement>('.island-banner');
  if (existing) return existing;
  addIslandStyles();
  const banner = document.createElement('div');
  banner.className = 'island-banner';
  banner.setAttribute('role', 'alert');
  banner.tabIndex = -1;
  // focused to be announced, as the app's banner is, without a focus ring around a text
  banner.style.outline = 'none';
  form.before(banner);
  return banner;
}

/** The banner above the form: `text`, announced, or hidden (null). */
export function showBanner(form: HTMLFormElement, text: string | null): void {
  const banner = form.parentElement?.querySelector<HTMLElement>('.island-banner');
  if (!text) {
    if (banner) banner.hidden = true;
    return;
  }
  const shown = banner ?? bannerOf(form);
  shown.textContent = text;
  shown.hidden = false;
  // announced and in view, as the app's banner does
  window.scrollTo?.({ top: 0, behavior: 'smooth' });
  shown.focus({ preventScroll: true });
}

/** Where the app sends the visitor after login: the page it asked for (the router's state, kept across a reload), or /. */
export function destinationAfterLogin(): string {
  const state = (window.history.state as { usr?: LoginState } | null)?.usr;
  return `/app${pathOf(state?.from)}`;
}

let busy = false;

/** The form of the tapped submit button, checked, then sent. */
export async function submitLogin(button: HTMLElement, t: IslandT): Promise<void> {
  const form = button.closest('form');
  if (!form || busy) return;
  const input = (name: keyof Values) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const values: Values = { email: input('email').value, password: input('password').value };
  const required = checks.required<Values>(t('errors.validation.required'));
  const fieldChecks = { email: [required, checks.email<Values>(t('errors.validation.email'))], password: [required] };
  let firstInvalid: HTMLInputElement | undefined;
  for (const name of ['email', 'password'] as const) {
    const error = fieldChecks[name].map((check) => check(values[name], values)).find(Boolean) ?? null;
    setTextFieldError(input(name), error);
    if (error) firstInvalid ??= input(name);
    // as the app's form does: a flagged field is checked again on every change
    if (error)
      input(name).oninput = () =>
        setTextFieldError(input(name), fieldChecks[name].map((c) => c(input(name).value, values)).find(Boolean) ?? null);
  }
  if (firstInvalid) {
    firstInvalid.focus();
    return;
  }

  busy = true;
  let leaving = false;
  showBanner(form, null);
  button.classList.add('ant-btn-loading');
  button.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang },
      body: JSON.stringify({ email: values.email.trim(), password: values.password }),
    });
    const text = await response.text();
    const body = response.ok ? (JSON.parse(text) as { token?: string }) : null;
    if (body?.token) {
      storeToken(body.token);
      forgetAccountDeleted();
      leaving = true;
      window.location.assign(destinationAfterLogin());
      return;
    }
    // the REST error body, read as the app reads a failed call's
    const error = toAppError({ statusCode: response.status, bodyText: text });
    for (const field of error.fieldErrors) {
      const target = form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(field.path)}"]`);
      if (target) setTextFieldError(target, messageOr(t, fieldMessageId(field.message), 'errors.validation.invalid'));
    }
    showBanner(form, messageOr(t, errorMessageId(error.type), 'errors.unknown'));
  } catch {
    showBanner(form, t('errors.unknown'));
  } finally {
    // still here (an error): the button answers again
    if (!leaving) {
      busy = false;
      button.classList.remove('ant-btn-loading');
      button.removeAttribute('aria-busy');
    }
  }
}
