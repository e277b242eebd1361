/**
 * Sign-in with a passkey (docs/product.md#passkeys), for the login island and the app's login
 * screen alike: the REST options, the browser's ceremony (@simplewebauthn/browser, loaded only
 * now: the login page's first load stays within its budget), then the REST sign-in, which answers
 * a token as the password login does. No e-mail: the authenticator offers its own credentials.
 */
import { errorMessageId, toAppError } from '@cigogne/ui/errors/appError';

export type PasskeySignIn = { token: string } | { messageId: string; fieldMessageId?: string };

const post = (path: string, body?: unknown) =>
  fetch(`/api/auth/passkeys/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang },
    body: JSON.stringify(body ?? {}),
  });

/** The message of a failed call, as the app reads a REST error body. */
async function failureOf(response: Response): Promise<PasskeySignIn> {
  const error = toAppError({ statusCode: response.status, bodyText: await response.text() });
  return { messageId: errorMessageId(error.type), fieldMessageId: error.fieldErrors[0] && `errors.${error.fieldErrors[0].message}` };
}

export async function passkeySignIn(): Promise<PasskeySignIn> {
  const { browserSupportsWebAuthn, startAuthentication } = await import('@simplewebauthn/browser');
  if (!browserSupportsWebAuthn()) return { messageId: 'shell.passkey.unsupported' };
  const options = await post('authentication/options');
  if (!options.ok) return failureOf(options);
  let response: unknown;
  try {
    response = await startAuthentication({ optionsJSON: await options.json() });
  } catch {
    // dismissed, timed out, or no passkey of this site on the device
    return { messageId: 'shell.passkey.cancelled' };
  }
  const answer = await post('authentication', { response });
  if (!answer.ok) return failureOf(answer);
  return { token: ((await answer.json()) as { token: string }).token };
}
