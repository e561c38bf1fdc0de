import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { baseApi } from '../src/api/base-api';
import { i18n } from '../src/i18n/i18n';
import { labelTeamSlice, type LabelTeamState } from '../src/labels/label-team-slice';
import { sessionSlice, type SessionState } from '../src/session/session-slice';
import { toastsSlice } from '../src/toasts/toasts-slice';
import { testToken } from './test-token';

/** A session that ends in an hour. */
export const TEST_TOKEN = testToken(Math.floor(Date.now() / 1000) + 3600);

export interface ScreenOptions {
  language?: 'ja' | 'en';
  path?: string;
  /** Route pattern the element is mounted at, so that useParams sees `path`'s parts. */
  route?: string;
  session?: Partial<SessionState>;
  /** The team an admin chose for labels earlier in the session. */
  labelTeam?: LabelTeamState;
}

/** Shows where the component navigated to, for tests that assert a redirect. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders a component as the app does (a fresh store with the real RTK Query API, the app's
 * i18n, a router); only the network is replaced, by the test's fetch.
 */
export async function renderScreen(ui: ReactElement, options: ScreenOptions = {}) {
  await i18n.changeLanguage(options.language ?? 'ja');
  const store = configureStore({
    reducer: {
      session: sessionSlice.reducer,
      toasts: toastsSlice.reducer,
      labelTeam: labelTeamSlice.reducer,
      [baseApi.reducerPath]: baseApi.reducer,
    },
    preloadedState: {
      session: {
        ...sessionSlice.reducer(undefined, { type: 'init' }),
        api_token: TEST_TOKEN,
        userid: 'u-1',
        user_email: 'staff@example.com',
        username: 'staff',
        ...options.session,
      },
      labelTeam: options.labelTeam ?? { chosen: null },
    },
    // The development-only invariant checks are off, as in the production build: on this loaded
    // machine they only add time and warnings.
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false, immutableCheck: false }).concat(baseApi.middleware),
  });
  const path = options.path ?? '/';
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={options.route ?? '*'} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, store };
}
