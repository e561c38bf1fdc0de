import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessLogRow, SecurityEventRow } from '../api/logs-types';
import { fakeApi, type ApiCall } from '../../test/fake-api';
import { recordSavedFiles } from '../../test/record-saved-files';
import { renderScreen } from '../../test/render-screen';
import { LogsPage } from './LogsPage';

// Only fetch is faked (fake-api): the page, its range rules, RTK Query and the i18n are real.
const login: AccessLogRow = {
  access_log_id: 'l-1',
  type_action: 0,
  user_id: 'u-2',
  user_name: 'hanako',
  user_email: 'hanako@example.com',
  project_id: '',
  project_name: '',
  process_id: '',
  created_at: '2026-03-01T15:30:00.000Z',
  client_address: '10.0.0.7',
  detail: '',
};
const approval: SecurityEventRow = {
  security_event_id: 's-1',
  kind: 6,
  kind_name: 'account_approved',
  user_id: 'u-3',
  user_email: 'jiro@example.com',
  actor_email: 'admin@example.com',
  client_address: '10.0.0.8',
  detail: '',
  created_at: '2026-03-02T00:00:00.000Z',
};

function fakeLogs(rows: AccessLogRow[] = [login]) {
  return fakeApi({
    'POST /api/v1/logs/list_access_logs': { body: { LogResult: rows, stats: { count_total: rows.length } } },
    'POST /api/v1/logs/list_security_events': { body: { LogResult: [approval], stats: { count_total: 1 } } },
  });
}

type Listed = { date_start: string; date_end: string; type_action?: number; page: number; sort_key: number };
const listed = (calls: ApiCall[], path = '/api/v1/logs/list_access_logs') =>
  calls.filter((c) => c.path === path).map((c) => c.body as Listed);
const MINUTE = 60_000;
const tokyo = (masked: string) => Date.parse(`${masked.replace(' ', 'T')}:00+09:00`);

describe('LogsPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends a non-admin back to the start page without asking for logs', async () => {
    const api = fakeLogs();
    await renderScreen(<LogsPage />, { path: '/graph_logs', session: { is_admin: false } });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.calls).toHaveLength(0);
  });

  it('lists the sign-ins of the last 7 days in Tokyo time by default', async () => {
    const api = fakeLogs();
    await renderScreen(<LogsPage />, { path: '/graph_logs', session: { is_admin: true } });
    const row = (await screen.findByText('hanako@example.com')).closest('tr')!;
    expect(row).toHaveTextContent('2026/03/02 00:30');
    expect(row).toHaveTextContent('10.0.0.7');
    const [first] = listed(api.calls);
    expect(first.type_action).toBe(0);
    expect(screen.getByTestId<HTMLInputElement>('logs-start').value).toBe(first.date_start);
    expect(screen.getByTestId<HTMLInputElement>('logs-end').value).toBe(first.date_end);
    // From 00:00 six days ago to 23:59 today: seven days less the last minute, which the server includes.
    expect(tokyo(first.date_end) - tokyo(first.date_start)).toBe(7 * 24 * 60 * MINUTE - MINUTE);
    expect(first.date_start.endsWith(' 00:00')).toBe(true);
  });

  it('asks again only once the typed range is whole, real and in order', async () => {
    const api = fakeLogs();
    await renderScreen(<LogsPage />, { path: '/graph_logs', session: { is_admin: true }, language: 'en' });
    await screen.findByText('hanako@example.com');
    const start = screen.getByRole('textbox', { name: 'Start' });
    const end = screen.getByRole('textbox', { name: 'End' });
    const before = listed(api.calls).length;

    await userEvent.clear(start);
    await userEvent.type(start, '202602301000');
    expect(start).toHaveValue('2026-02-30 10:00');
    expect(screen.getByText('There is no such date.')).toBeInTheDocument();
    await userEvent.clear(end);
    await userEvent.type(end, '202601010000');
    await userEvent.clear(start);
    await userEvent.type(start, '202602011000');
    // Start after end: nothing new is asked, and the screen says why.
    expect(listed(api.calls)).toHaveLength(before);
    expect(screen.getByText('The start is after the end. Showing the last valid range.')).toBeInTheDocument();

    await userEvent.clear(end);
    await userEvent.type(end, '202602282359');
    await waitFor(() => expect(listed(api.calls).length).toBeGreaterThan(before));
    expect(screen.queryByText('The start is after the end. Showing the last valid range.')).toBeNull();
    expect(listed(api.calls).at(-1)).toMatchObject({
      date_start: '2026-02-01 10:00',
      date_end: '2026-02-28 23:59',
      page: 0,
    });
  });

  it('says in Japanese when the start is after the end, marking the end field', async () => {
    const api = fakeLogs();
    await renderScreen(<LogsPage />, { path: '/graph_logs', session: { is_admin: true } });
    await screen.findByText('hanako@example.com');
    const before = listed(api.calls).length;
    const end = screen.getByRole('textbox', { name: '終了日時' });
    await userEvent.clear(end);
    await userEvent.type(end, '200001010000');
    expect(
      screen.getByText('開始日時が終了日時より後になっています。最後に有効だった期間を表示しています。'),
    ).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(listed(api.calls)).toHaveLength(before);
  });

  it('shows the security events with their kind in words, and an empty range says so', async () => {
    const api = fakeLogs([]);
    await renderScreen(<LogsPage />, { path: '/graph_logs', session: { is_admin: true } });
    expect(await screen.findByText('この期間のログはありません')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'セキュリティイベント' }));
    const row = (await screen.findByText('jiro@example.com')).closest('tr')!;
    expect(within(row).getByText('アカウント承認')).toBeInTheDocument();
    expect(row).toHaveTextContent('admin@example.com');
    expect(listed(api.calls, '/api/v1/logs/list_security_events')).toHaveLength(1);
  });

  it('shows the project columns on the analysis tab, sorts by a clicked column and downloads that log (English)', async () => {
    const started: AccessLogRow = {
      ...login,
      access_log_id: 'l-2',
      type_action: 1,
      project_id: 'p-1',
      project_name: 'Spring',
    };
    const api = fakeApi({
      'POST /api/v1/logs/list_access_logs': (call) => {
        const rows = (call.body as Listed).type_action === 1 ? [started] : [login];
        return { body: { LogResult: rows, stats: { count_total: rows.length } } };
      },
      'POST /api/v1/logs/download_access_logs': {
        body: 'csv',
        headers: { 'content-disposition': 'attachment; filename="analysis_logs.csv"' },
      },
    });
    const saved = recordSavedFiles();
    await renderScreen(<LogsPage />, { path: '/graph_logs', session: { is_admin: true }, language: 'en' });
    await screen.findByText('hanako@example.com');
    expect(screen.queryByRole('columnheader', { name: 'Project name' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Analyses started' }));
    const row = (await screen.findByText('Spring')).closest('tr')!;
    expect(row).toHaveTextContent('p-1');
    await userEvent.click(screen.getByRole('button', { name: 'Project name' }));
    await waitFor(() =>
      expect(listed(api.calls).at(-1)).toMatchObject({ type_action: 1, sort_key: 4, is_ascending: true, page: 0 }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['analysis_logs.csv']));
    const [asked] = api.calls.filter((c) => c.path === '/api/v1/logs/download_access_logs');
    const shown = listed(api.calls).at(-1)!;
    expect(asked.body).toEqual({
      date_start: shown.date_start,
      date_end: shown.date_end,
      sort_key: 4,
      is_ascending: true,
      type_action: 1,
    });
  });

  it('says in Japanese why a download was refused, and saves nothing', async () => {
    fakeApi({
      'POST /api/v1/logs/list_access_logs': { body: { LogResult: [login], stats: { count_total: 1 } } },
      'POST /api/v1/logs/download_access_logs': { status: 403, body: { code: 'errors.forbidden', message: 'no' } },
    });
    const saved = recordSavedFiles();
    const { store } = await renderScreen(<LogsPage />, { path: '/graph_logs', session: { is_admin: true } });
    await screen.findByText('hanako@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'ダウンロード' }));
    await waitFor(() => expect(store.getState().toasts.at(-1)?.text).toBe('この操作を行う権限がありません。'));
    expect(saved).toEqual([]);
  });
});
