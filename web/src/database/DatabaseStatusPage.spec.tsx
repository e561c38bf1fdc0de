import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { DatabaseStatusPage } from './DatabaseStatusPage';

const status = (free: number, low: boolean) => ({
  status: 1,
  checks: { objects: { status: 'ok' } },
  storage: {
    free_bytes: free,
    total_bytes: 400_000_000,
    low,
    low_below_bytes: 900_000_000,
    orphans: { at: '2026-11-28T10:00:00.000Z', files: 3, bytes: 1000, total_files: 156, total_bytes: 306_000_000 },
  },
});

describe('DatabaseStatusPage: the data folder (issue 49)', () => {
  it('shows the free space and warns when it is low, with what the sweep removed (en)', async () => {
    fakeApi({ 'GET /api/mysql_status/': { body: status(12_000_000, true) } });
    await renderScreen(<DatabaseStatusPage />, { path: '/mysql', language: 'en', session: { lang: 'en' } });
    expect(await screen.findByTestId('storage-free')).toHaveTextContent('12.0 MB free of 400.0 MB');
    expect(screen.getByTestId('storage-low')).toHaveTextContent('900.0 MB');
    expect(screen.getByTestId('storage-orphans')).toHaveTextContent('156 (306.0 MB)');
  });

  it('gives no warning while there is room (ja)', async () => {
    fakeApi({ 'GET /api/mysql_status/': { body: status(300_000_000_000, false) } });
    await renderScreen(<DatabaseStatusPage />, { path: '/mysql' });
    expect(await screen.findByTestId('storage-free')).toHaveTextContent('空き 300.0 GB');
    expect(screen.queryByTestId('storage-low')).toBeNull();
  });
});
