import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@cigogne/ui/router';
import { I18nProvider } from '../src/i18n/I18nProvider';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders `ui` at `path` in English with a router (other paths show their name) and a location probe. */
export function renderWithRouter(ui: ReactElement, { path = '/', language = 'en' as 'fr' | 'en' } = {}) {
  return render(
    <I18nProvider initialLanguage={language}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<h1>elsewhere</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </I18nProvider>,
  );
}
