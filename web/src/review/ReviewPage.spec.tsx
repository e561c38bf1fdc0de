import { describe, expect, it } from '@jest/globals';
import type { RawdataRow } from '@kizuna/http-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { ReviewPage } from './ReviewPage';

// Only fetch is faked (fake-api): the page, its columns, search, sort and RTK Query are real.
const post = (row: number, name: string, text: string): RawdataRow => ({
  row,
  tweet_user_screen_name: name,
  tweet_text: text,
  count_follower: 1200,
  tweet_date: Date.parse('2026-05-01T00:15:00Z'),
  options: ['ja'],
});
const HEADER = {
  tweet_user_screen_name: 'screen_name',
  tweet_text: 'text',
  count_follower: 'followers_count',
  tweet_date: 'created_at',
  options: ['lang'],
};

type RawQuery = { project_id: string; search: string; sort_key: number; is_ascending: boolean; page: number };

function fakeReview(rows: RawdataRow[] = [post(0, 'hanako', '桜がきれい'), post(1, 'jiro', '花見に行く')]) {
  return fakeApi({
    'POST /api/v1/process/get_project': {
      body: { ProcessResult: [], project: { project_id: 'p-1', project_name: '春の投稿' } },
    },
    'POST /api/v1/process/get_rawdata': (call) => {
      const { search } = call.body as RawQuery;
      const found = rows.filter((r) => r.tweet_text.includes(search));
      return {
        body: { DataResult: found, HeaderResult: HEADER, stats: { count_total: found.length }, preparing: null },
      };
    },
  });
}
const asked = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/api/v1/process/get_rawdata').map((c) => c.body as RawQuery);

describe('ReviewPage', () => {
  it("shows the project's posts under the CSV's own column names, oldest first", async () => {
    const api = fakeReview();
    await renderScreen(<ReviewPage />, { path: '/files/review/p-1', route: '/files/review/:projectId' });
    // The title is there at once, the project's name once its answer has come.
    await waitFor(() => expect(screen.getByTestId('review-title')).toHaveTextContent('春の投稿'));
    const table = screen.getByRole('table');
    for (const name of ['screen_name', 'text', 'followers_count', 'created_at', 'lang'])
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    const row = (await screen.findByText('桜がきれい')).closest('tr')!;
    expect(row).toHaveTextContent('hanako');
    expect(row).toHaveTextContent('2026/05/01 09:15');
    expect(asked(api.calls)[0]).toMatchObject({ project_id: 'p-1', sort_key: 3, is_ascending: true, page: 0 });
  });

  it('searches on the server once typing stops, and sorts by a clicked column', async () => {
    const api = fakeReview();
    await renderScreen(<ReviewPage />, {
      path: '/files/review/p-1',
      route: '/files/review/:projectId',
      language: 'en',
    });
    await screen.findByText('桜がきれい');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), '花見');
    await waitFor(() => expect(screen.queryByText('桜がきれい')).toBeNull());
    expect(screen.getByText('花見に行く')).toBeInTheDocument();
    // One call for the settled search, not one per character typed.
    expect(
      asked(api.calls)
        .filter((q) => q.search !== '')
        .map((q) => q.search),
    ).toEqual(['花見']);

    await userEvent.click(screen.getByRole('button', { name: 'screen_name' }));
    await waitFor(() => expect(asked(api.calls).at(-1)).toMatchObject({ sort_key: 0, search: '花見' }));
  });

  it('says sorting and search are being prepared, N%, then offers them without a reload', async () => {
    const inFile = [post(0, 'hanako', '桜がきれい'), post(1, 'jiro', '花見に行く')];
    // The index is built while the page is open: 40%, then 85%, then ready (the rows then sorted).
    const answers = [{ percent: 40 }, { percent: 85 }, null];
    const api = fakeApi({
      'POST /api/v1/process/get_project': {
        body: { ProcessResult: [], project: { project_id: 'p-1', project_name: '春の投稿' } },
      },
      'POST /api/v1/process/get_rawdata': () => {
        const preparing = answers.length > 1 ? answers.shift()! : answers[0];
        const rows = preparing ? inFile : [...inFile].reverse();
        return { body: { DataResult: rows, HeaderResult: HEADER, stats: { count_total: 2 }, preparing } };
      },
    });
    await renderScreen(<ReviewPage />, {
      path: '/files/review/p-1',
      route: '/files/review/:projectId',
      language: 'en',
    });
    // The rows at once, in file order, with the note saying why and how far.
    expect(await screen.findByText('桜がきれい')).toBeInTheDocument();
    const note = screen.getByTestId('review-preparing');
    expect(note).toHaveTextContent('Sorting and search are being prepared (40%)');
    expect(within(note).getByRole('progressbar', { name: 'Preparing sorting and search' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    // Nothing to sort or search with yet.
    expect(screen.queryByRole('button', { name: 'screen_name' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeDisabled();
    // Asked again on its own: further on, then ready.
    await waitFor(() => expect(screen.getByTestId('review-preparing')).toHaveTextContent('(85%)'), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByTestId('review-preparing')).toBeNull(), { timeout: 5000 });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('花見に行く');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'screen_name' }));
    await waitFor(() => expect(asked(api.calls).at(-1)).toMatchObject({ sort_key: 0 }));
    // Ready: no more asking on its own.
    const before = asked(api.calls).length;
    await new Promise((r) => setTimeout(r, 2000));
    expect(asked(api.calls)).toHaveLength(before);
  }, 20_000);

  it('says so in Japanese too', async () => {
    fakeApi({
      'POST /api/v1/process/get_project': {
        body: { ProcessResult: [], project: { project_id: 'p-1', project_name: '春の投稿' } },
      },
      'POST /api/v1/process/get_rawdata': {
        body: {
          DataResult: [post(0, 'hanako', '桜がきれい')],
          HeaderResult: HEADER,
          stats: { count_total: 1 },
          preparing: { percent: 7 },
        },
      },
    });
    await renderScreen(<ReviewPage />, { path: '/files/review/p-1', route: '/files/review/:projectId' });
    expect(await screen.findByTestId('review-preparing')).toHaveTextContent('並べ替えと検索を準備しています（7%）');
  });

  it('says so when nothing matches', async () => {
    fakeReview([]);
    await renderScreen(<ReviewPage />, { path: '/files/review/p-1', route: '/files/review/:projectId' });
    expect(await screen.findByText('データがありません')).toBeInTheDocument();
  });
});
