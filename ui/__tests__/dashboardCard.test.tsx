import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { FeatureDashboardCard } from '../src/dashboard/FeatureDashboardCard';
import { CssButtonLink } from '../src/navigation/CssButtonLink';
import { defineCard } from '../src/remote/defineCard';
import { useRemoteContext } from '../src/remote/RemoteContext';
import { MemoryRouter } from '@cigogne/ui/router';
import { HoverHint } from '../src/tooltip/HoverHint';
import { useT } from '../src/i18n/useT';
import { renderWithRouter } from './support';

describe('CssButtonLink', () => {
  it('is a real link to the app path and navigates inside the app on a plain click', async () => {
    renderWithRouter(
      <CssButtonLink to="/timelines/create" variant="ghost">
        Create
      </CssButtonLink>,
      { path: '/timelines' },
    );
    const link = screen.getByRole('link', { name: 'Create' });
    expect(link).toHaveAttribute('href', '/timelines/create');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/timelines/create');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {}); // jsdom cannot navigate
    renderWithRouter(<CssButtonLink to="/timelines/t1" variant="icon" aria-label="View" />, { path: '/timelines' });
    expect(fireEvent.click(screen.getByRole('link', { name: 'View' }), { ctrlKey: true })).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/timelines$/);
    log.mockRestore();
  });
});

describe('HoverHint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows its text as a tooltip describing the link while pointed at, and hides it after', () => {
    render(
      <HoverHint title="View Tom">
        <a href="/t1" aria-label="View Tom">
          eye
        </a>
      </HoverHint>,
    );
    const link = screen.getByRole('link', { name: 'View Tom' });
    fireEvent.pointerEnter(link);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(); // antd's 0.1 s delay
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent('View Tom');
    expect(link).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    fireEvent.pointerLeave(link);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(link).not.toHaveAttribute('aria-describedby');
  });
});

describe('defineCard', () => {
  function Card() {
    const t = useT<'demo.card.title'>();
    const { basePath, user } = useRemoteContext();
    return (
      <>
        <h2>{t('demo.card.title', { name: user?.firstName ?? '?' })}</h2>
        <p>{basePath}</p>
        <p>{t('common.visibility.public')}</p>
      </>
    );
  }
  const Remote = defineCard(Card, {
    catalogues: { fr: { 'demo.card.title': 'Carte de {name}' }, en: { 'demo.card.title': "{name}'s card" } },
  });

  it('gives the card its messages, the common ones cards use, and the basePath/user context, without antd', () => {
    // The shell's IntlProvider carries only its own messages: the card brings its own.
    const { container } = render(
      <IntlProvider locale="fr" messages={{}}>
        <Remote basePath="/demo" user={{ id: 'u1', firstName: 'Camille', lastName: 'Martin', isAdmin: false }} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Carte de Camille' })).toBeInTheDocument();
    expect(screen.getByText('/demo')).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
    // no ThemeProvider (antd's ConfigProvider wraps children in its BaseText div)
    expect(container.firstElementChild?.tagName).toBe('H2');
  });
});

describe('FeatureDashboardCard', () => {
  const renderCard = (result: { data?: { items: string[] }; loading: boolean; error?: unknown }) =>
    render(
      <IntlProvider locale="fr" messages={{}}>
        <MemoryRouter>
          <FeatureDashboardCard
            title="Frises"
            result={result}
            items={(data) => data.items}
            renderItem={(item) => <li key={item}>{item}</li>}
            create={{ to: '/timelines/create', label: 'Créer une frise' }}
            seeAll={{ to: '/timelines', label: 'Voir toutes mes frises' }}
            emptyText="Aucune frise."
          />
        </MemoryRouter>
      </IntlProvider>,
    );

  it('shows the empty state with the create link', () => {
    renderCard({ data: { items: [] }, loading: false });
    expect(screen.getByRole('heading', { level: 2, name: 'Frises' })).toBeInTheDocument();
    expect(screen.getByText('Aucune frise.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Créer une frise/ })).toHaveAttribute('href', '/timelines/create');
  });

  it('loads the error banner, with the common error messages, when the query failed', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {}); // the loader's message is missing here
    // the messages come from the banner's own chunk: the surrounding IntlProvider has none
    renderCard({ loading: false, error: new Error('boom') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
    log.mockRestore();
  });
});
