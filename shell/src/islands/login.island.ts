/**
 * The login page's island (docs/architecture.md#islands): the page is the server's HTML (the app's
 * login screen, src/pages/auth/LoginPage.tsx); this script answers its buttons, in plain DOM, by
 * the action each names in `data-island-tap`. The links (forgotten password, sign up) are plain
 * links; after login a normal navigation opens the full app. A notice the page could not render on
 * the server (the router's state after a reload, an account just erased) wakes the app instead.
 */
import { ISLANDS_GLOBAL, type IslandEntry } from '@cigogne/remote-contract/islands';
import { en as commonEn } from '@cigogne/ui/i18n/en';
import { fr as commonFr } from '@cigogne/ui/i18n/fr';
import { islandT, type IslandT } from '@cigogne/ui/islands/messages';
import { togglePassword } from '@cigogne/ui/islands/textField';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { accountJustDeleted } from '../pages/account/accountDeletedNotice';
import type { LoginState } from '../session/loginState';
import { passkeyLogin } from './passkeyLogin';
import { submitLogin } from './submitLogin';

/** What each button of the page does, by its `data-island-tap`. */
const ACTIONS: Record<string, (target: HTMLElement, t: IslandT) => void> = {
  login: (button, t) => void submitLogin(button, t),
  passkey: (button, t) => void passkeyLogin(button, t),
  togglePassword,
};

/** Whether the app's screen would show more than the server's page: a notice, or a prefilled e-mail. */
function needsApp(): boolean {
  const state = (window.history.state as { usr?: LoginState } | null)?.usr;
  return Boolean(state?.reason || state?.email) || accountJustDeleted();
}

const start: IslandEntry = ({ language, wakeApp }) => {
  const t = islandT(language, language === 'en' ? commonEn : commonFr, language === 'en' ? en : fr);
  if (needsApp()) wakeApp();
  return {
    tap(target) {
      ACTIONS[target.dataset.islandTap ?? '']?.(target, t);
    },
  };
};

const registry = ((window as unknown as Record<string, Record<string, IslandEntry>>)[ISLANDS_GLOBAL] ??= {});
registry.login = start;
