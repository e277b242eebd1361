/**
 * The login island's "Sign in with a passkey" button: the ceremony (session/passkeySignIn.ts), then
 * the same path as the password form's success (submitLogin.ts): the token stored, a navigation.
 */
import { storeToken } from '@cigogne/ui/apollo/token';
import type { IslandT } from '@cigogne/ui/islands/messages';
import { forgetAccountDeleted } from '../pages/account/accountDeletedNotice';
import { passkeySignIn } from '../session/passkeySignIn';
import { destinationAfterLogin, showBanner } from './submitLogin';

let busy = false;

export async function passkeyLogin(button: HTMLElement, t: IslandT): Promise<void> {
  const form = button.closest('.auth-card')?.querySelector('form');
  if (!form || busy) return;
  busy = true;
  showBanner(form, null);
  button.classList.add('ant-btn-loading');
  button.setAttribute('aria-busy', 'true');
  try {
    const result = await passkeySignIn();
    if ('token' in result) {
      storeToken(result.token);
      forgetAccountDeleted();
      window.location.assign(destinationAfterLogin());
      return;
    }
    const field = result.fieldMessageId && t(result.fieldMessageId) !== result.fieldMessageId ? t(result.fieldMessageId) : null;
    showBanner(form, field ?? (t(result.messageId) === result.messageId ? t('errors.unknown') : t(result.messageId)));
  } catch {
    showBanner(form, t('errors.unknown'));
  }
  busy = false;
  button.classList.remove('ant-btn-loading');
  button.removeAttribute('aria-busy');
}
