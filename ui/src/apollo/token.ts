/**
 * The session token (a JWT from `login`) lives in localStorage under the key `token`,
 * and is sent as `Authorization: Bearer <token>` on every GraphQL call.
 */
export const TOKEN_STORAGE_KEY = 'token';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
