/**
 * Erasing the account signs out with a full reload (the session's signOut): the confirmation
 * crosses it in sessionStorage, for this tab only, and /login shows it. /login may render once
 * before the reload (the session is already signed out) and once after, so reading does not
 * consume it: it expires after a short while, or when someone signs in.
 */
const KEY = 'cigogne.accountDeleted';
const SHOWN_FOR_MS = 2 * 60 * 1000;

export function rememberAccountDeleted(now = Date.now()): void {
  try {
    window.sessionStorage.setItem(KEY, String(now));
  } catch {
    // storage refused: the visitor lands on /login without the notice
  }
}

/** Whether the account was erased in this tab a moment ago. */
export function accountJustDeleted(now = Date.now()): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(KEY));
    if (at && now - at < SHOWN_FOR_MS) return true;
    window.sessionStorage.removeItem(KEY);
    return false;
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
