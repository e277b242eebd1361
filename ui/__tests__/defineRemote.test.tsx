import { render, screen } from '@testing-library/react';
import type { RemoteRoutesProps } from '@cigogne/remote-contract/contract';
import { theme } from 'antd';
import { IntlProvider } from 'react-intl';
import { useT } from '../src/i18n/useT';
import { defineRemote } from '../src/remote/defineRemote';
import { brand } from '../src/theme/theme';
import { useRemoteContext } from '../src/remote/RemoteContext';

function Page() {
  const t = useT<'demo.hello'>();
  const { basePath, user } = useRemoteContext();
  // the product theme comes from ThemeProvider's ConfigProvider (antd's default primary is #1677ff)
  const { token } = theme.useToken();
  return (
    <>
      <h1>{t('demo.hello', { name: user?.firstName ?? '?' })}</h1>
      <p>{basePath}</p>
      <p>{t('common.cancel')}</p>
      <p>{token.colorPrimary}</p>
    </>
  );
}

const Remote = defineRemote((_props: RemoteRoutesProps) => <Page />, {
  catalogues: { fr: { 'demo.hello': 'Bonjour {name}' }, en: { 'demo.hello': 'Hello {name}' } },
});

it('gives the page the feature catalogue, the common one, the theme and the basePath/user context', () => {
  // The shell's IntlProvider carries only its own messages: the remote brings both catalogues.
  render(
    <IntlProvider locale="en" messages={{}}>
      <Remote basePath="/demo" user={{ id: 'u1', firstName: 'Camille', lastName: 'Martin', isAdmin: false }} requireAuth={(e) => e} />
    </IntlProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Hello Camille' })).toBeInTheDocument();
  expect(screen.getByText('/demo')).toBeInTheDocument();
  expect(screen.getByText('Cancel')).toBeInTheDocument();
  expect(screen.getByText(brand.primary)).toBeInTheDocument();
});
