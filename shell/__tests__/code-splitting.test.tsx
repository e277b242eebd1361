import { screen } from '@testing-library/react';
import './support/setup';
import { renderApp } from './support/renderApp';

// Each screen module records when it is evaluated: with route-level splitting, opening /login
// must not load the dashboard, account, contact or other screens (each is its own chunk).
// A function declaration and a global: jest.mock factories are hoisted above the file's constants.
function screenModule(name: string, path: string) {
  ((globalThis as { loadedScreens?: string[] }).loadedScreens ??= []).push(name);
  return jest.requireActual(path);
}
jest.mock('../src/pages/DashboardPage', () => screenModule('dashboard', '../src/pages/DashboardPage'));
jest.mock('../src/pages/AccountPage', () => screenModule('account', '../src/pages/AccountPage'));
jest.mock('../src/pages/ContactPage', () => screenModule('contact', '../src/pages/ContactPage'));
jest.mock('../src/pages/auth/RegisterPage', () => screenModule('register', '../src/pages/auth/RegisterPage'));
jest.mock('../src/pages/legal/LegalNoticePage', () => screenModule('legal', '../src/pages/legal/LegalNoticePage'));
jest.mock('../src/pages/auth/LoginPage', () => screenModule('login', '../src/pages/auth/LoginPage'));

it('loads only the login screen on /login, and another screen only when it is opened', async () => {
  const { user } = renderApp({ route: '/login' });
  expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
  expect((globalThis as { loadedScreens?: string[] }).loadedScreens).toEqual(['login']);

  await user.click(screen.getByRole('link', { name: 'Legal notice' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
  expect((globalThis as { loadedScreens?: string[] }).loadedScreens).toEqual(['login', 'legal']);
});
