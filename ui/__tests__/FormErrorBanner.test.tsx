import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { MemoryRouter } from '@cigogne/ui/router';
import { FormErrorBanner } from '../src/errors/FormErrorBanner';
import { I18nProvider } from '../src/i18n/I18nProvider';

const graphQLError = (code: string, errors: { path: string; message: string }[] = []) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: code, extensions: { code, errors } }] });

function EmailForm({ error }: { error: unknown }) {
  const [form] = Form.useForm();
  const [shown, setShown] = useState<unknown>(null);
  useEffect(() => setShown(error), [error]);
  return (
    <Form form={form}>
      <FormErrorBanner error={shown} form={form} />
      <Form.Item name="email" label="E-mail">
        <Input />
      </Form.Item>
    </Form>
  );
}

const renderIn = (language: 'fr' | 'en', error: unknown) =>
  render(
    <MemoryRouter>
      <I18nProvider initialLanguage={language}>
        <EmailForm error={error} />
      </I18nProvider>
    </MemoryRouter>,
  );

it('shows errors.invalidForm and the field message under the input for a 422', async () => {
  renderIn('fr', graphQLError('invalidForm', [{ path: 'email', message: 'validation.email' }]));
  expect(await screen.findByRole('alert')).toHaveTextContent('Les données saisies sont invalides.');
  expect(await screen.findByText('Adresse e-mail invalide.')).toBeInTheDocument();
});

it('shows errors.{type} for other server errors, in English', async () => {
  renderIn('en', graphQLError('tooManyRequests'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts, please try again later.');
});

it('shows errors.unknown for network failures and unknown types', async () => {
  const { unmount } = renderIn('en', new TypeError('Failed to fetch'));
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred.');
  unmount();
  renderIn('en', graphQLError('somethingNew'));
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred.');
});

it('shows nothing without an error', () => {
  renderIn('fr', null);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('lists a form-level error (empty path) in the banner, translated, even with a form', async () => {
  renderIn('fr', graphQLError('invalidForm', [{ path: '', message: 'validation.limitReached' }]));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Les données saisies sont invalides.');
  expect(alert).toHaveTextContent('Vous avez atteint le nombre maximum autorisé.');
  expect(alert).not.toHaveTextContent('validation.limitReached');
});

it('lists a form-level error in English too, next to field errors placed under their inputs', async () => {
  renderIn(
    'en',
    graphQLError('invalidForm', [
      { path: '', message: 'validation.limitReached' },
      { path: 'email', message: 'validation.email' },
    ]),
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('You have reached the maximum allowed.');
  expect(alert).not.toHaveTextContent('Invalid e-mail');
  expect(await screen.findByText(/invalid e-mail/i)).toBeInTheDocument();
});
