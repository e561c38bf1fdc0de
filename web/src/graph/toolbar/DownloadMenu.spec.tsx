import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { recordSavedFiles } from '../../../test/record-saved-files';
import { renderScreen } from '../../../test/render-screen';
import { DownloadMenu } from './DownloadMenu';

// Only fetch is faked: the menu and RTK Query are real; the browser's file saving is recorded.
const DETAILS = '/api/v1/analyze/cluster/download_cluster_details';
const GEXF = '/api/v1/analyze/cluster/download_gexf';
const asked = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);
const file = (name: string) => ({ body: 'x', headers: { 'content-disposition': `attachment; filename="${name}"` } });

describe('DownloadMenu', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("downloads one community's users, keywords or posts under the server's names, with no GEXF for one community", async () => {
    const api = fakeApi({
      [`POST ${DETAILS}`]: (call) =>
        file(['', 'users.csv', 'keywords.csv', 'posts.csv'][(call.body as { download_type: number }).download_type]),
    });
    const saved = recordSavedFiles();
    await renderScreen(<DownloadMenu processId="r-1" clusterId={2} testId="dl" />);
    for (const item of ['ユーザー一覧 (CSV)', 'キーワード一覧 (CSV)', '代表投稿 (CSV)']) {
      await userEvent.click(screen.getByRole('button', { name: 'ダウンロード' }));
      expect(screen.queryByRole('menuitem', { name: 'Gephi 用グラフ (GEXF)' })).toBeNull();
      await userEvent.click(screen.getByRole('menuitem', { name: item }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'ダウンロード' })).toBeEnabled());
    }
    await waitFor(() => expect(saved).toEqual(['users.csv', 'keywords.csv', 'posts.csv']));
    expect(asked(api.calls, DETAILS)).toEqual(
      [1, 2, 3].map((t) => ({ process_id: 'r-1', cluster_id: 2, download_type: t })),
    );
  });

  it('offers the whole run as GEXF for every community, and says why a download was refused (English)', async () => {
    const api = fakeApi({
      [`POST ${GEXF}`]: file('run.gexf'),
      [`POST ${DETAILS}`]: { status: 403, body: { code: 'errors.forbidden', message: 'no' } },
    });
    const saved = recordSavedFiles();
    const { store } = await renderScreen(<DownloadMenu processId="r-1" clusterId={0} testId="dl" />, {
      language: 'en',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download (all communities)' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Graph for Gephi (GEXF)' }));
    await waitFor(() => expect(saved).toEqual(['run.gexf']));
    expect(asked(api.calls, GEXF)).toEqual([{ process_id: 'r-1' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Download (all communities)' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Users (CSV)' }));
    await waitFor(() =>
      expect(store.getState().toasts.at(-1)?.text).toBe('You do not have permission for this operation.'),
    );
    expect(saved).toEqual(['run.gexf']);
  });
});
