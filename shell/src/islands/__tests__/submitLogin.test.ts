// The login island's submit on the server's markup of the login form (ui's TextField): the app's
// checks before any call, the server's refusals in the app's words, and what a login leaves for the
// app (the token where it reads it; the router's remembered page as the destination).
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { en as commonEn } from '@cigogne/ui/i18n/en';
import { fr as commonFr } from '@cigogne/ui/i18n/fr';
import { islandT } from '@cigogne/ui/islands/messages';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { destinationAfterLogin, submitLogin } from '../submitLogin';

const tFr = islandT('fr', commonFr, fr);
const tEn = islandT('en', commonEn, en);

/** The form as the server renders it (TextField's markup). */
function form(): HTMLButtonElement {
  document.body.innerHTML = `<div class="auth-card"><form novalidate>
    <div class="cg-field"><label for="e">Email</label><input id="e" name="email" class="cg-field__input"><div class="cg-field__explain" id="e-error"></div></div>
    <div class="cg-field"><label for="p">Mot de passe</label><input id="p" name="password" type="password" class="cg-field__input"><div class="cg-field__explain" id="p-error"></div></div>
    <button type="submit" data-island-tap="login">Se connecter</button></form></div>`;
  return document.querySelector('button')!;
}
const type = (name: string, value: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  input.value = value;
  input.dispatchEvent(new Event('input'));
};
const answer = (status: number, body: unknown) =>
  jest.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

let fetchBefore: typeof fetch;
beforeEach(() => {
  fetchBefore = globalThis.fetch;
  localStorage.clear();
});
afterEach(() => {
  globalThis.fetch = fetchBefore;
  window.history.replaceState(null, '');
});

describe('the login island', () => {
  it("checks the fields as the app's screen does, before any call", async () => {
    const button = form();
    const call = answer(200, {});
    globalThis.fetch = call as unknown as typeof fetch;
    await submitLogin(button, tFr);
    expect(call).not.toHaveBeenCalled();
    expect([...document.querySelectorAll('.cg-field__explain')].map((e) => e.textContent)).toEqual([
      'Ce champ est obligatoire.',
      'Ce champ est obligatoire.',
    ]);
    expect(document.activeElement).toBe(document.querySelector('input[name="email"]'));
    expect(document.querySelector('input[name="email"]')!.getAttribute('aria-invalid')).toBe('true');
    // a flagged field is checked again as it changes
    type('email', 'camille@');
    expect(document.getElementById('e-error')!.textContent).toBe('Adresse e-mail invalide.');
    type('email', 'camille@cigogne.local');
    expect(document.getElementById('e-error')!.textContent).toBe('');
    expect(document.querySelector('input[name="email"]')!.hasAttribute('aria-invalid')).toBe(false);
  });

  it.each([
    [401, { type: 'invalidCredentials' }, 'E-mail ou mot de passe invalide.', 'Invalid e-mail or password.'],
    [429, { type: 'tooManyRequests' }, 'Trop de tentatives de connexion, veuillez réessayer plus tard.', null],
    [500, { type: 'somethingNew' }, 'Une erreur est survenue.', null],
  ])('shows the answer %s in the banner, announced, and stores nothing', async (status, body, french, english) => {
    for (const [t, expected] of [
      [tFr, french],
      [tEn, english],
    ] as const) {
      if (!expected) continue;
      const button = form();
      type('email', ' camille@cigogne.local ');
      type('password', 'pas-le-bon');
      const call = answer(status, body);
      globalThis.fetch = call as unknown as typeof fetch;
      await submitLogin(button, t);
      expect(call).toHaveBeenCalledWith('/api/auth/login', expect.objectContaining({ method: 'POST' }));
      expect(JSON.parse((call.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
        email: 'camille@cigogne.local',
        password: 'pas-le-bon',
      });
      const banner = document.querySelector('.island-banner')!;
      expect(banner.textContent).toBe(expected);
      expect(banner.getAttribute('role')).toBe('alert');
      expect(document.activeElement).toBe(banner);
      expect(localStorage.getItem('token')).toBeNull();
      // the button answers again
      expect(button.hasAttribute('aria-busy')).toBe(false);
    }
  });

  it("puts a 422's field messages under their fields", async () => {
    const button = form();
    type('email', 'camille@cigogne.local');
    type('password', 'x');
    globalThis.fetch = answer(422, {
      type: 'invalidForm',
      errors: [{ path: 'email', message: 'validation.email' }],
    }) as unknown as typeof fetch;
    await submitLogin(button, tFr);
    expect(document.getElementById('e-error')!.textContent).toBe('Adresse e-mail invalide.');
  });

  it("goes where the app's login would: the page the router remembered, else the dashboard", () => {
    expect(destinationAfterLogin()).toBe('/app/');
    window.history.replaceState({ usr: { from: { pathname: '/wishlists/abc', search: '?tab=1', hash: '' } } }, '');
    expect(destinationAfterLogin()).toBe('/app/wishlists/abc?tab=1');
    window.history.replaceState({ usr: { from: { pathname: '/login' } } }, '');
    expect(destinationAfterLogin()).toBe('/app/');
  });
});
