import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { testToken } from '../../test/test-token';
import { MainLayout } from './MainLayout';

/** A token whose expiry has passed: a session that ended in this browser. */
const EXPIRED_TOKEN = testToken(1_700_000_000);

describe('MainLayout, for a visitor who is not signed in', () => {
  it('sends a first visit to the sign-in page with where it was going, and says nothing timed out', async () => {
    const api = fakeApi({});
    await renderScreen(<MainLayout />, { path: '/files?shared=1', route: '/files', session: { api_token: null } });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?next=%2Ffiles%3Fshared%3D1$/),
    );
    expect(api.calls).toEqual([]);
  });

  it('sends a first visit to the home page to the bare sign-in page', async () => {
    fakeApi({});
    await renderScreen(<MainLayout />, { path: '/', route: '/', session: { api_token: null } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('says the session timed out when the token kept here has expired', async () => {
    fakeApi({});
    await renderScreen(<MainLayout />, { path: '/files', route: '/files', session: { api_token: EXPIRED_TOKEN } });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?session_timeout=1&next=%2Ffiles$/),
    );
  });
});
