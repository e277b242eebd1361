/**
 * Erasing the account signs out with a full reload (the session's signOut): the confirmation
 * crosses it in sessionStorage, for this tab only, and /login shows it once.
 */
const KEY = 'cigogne.accountDeleted';

export function rememberAccountDeleted(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // storage refused: the visitor lands on /login without the notice
  }
}

/** Whether the account was just erased in this tab (read only: see forgetAccountDeleted). */
export function accountJustDeleted(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function forgetAccountDeleted(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
