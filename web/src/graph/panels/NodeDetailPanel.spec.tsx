import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { NodeDetail } from '@kizuna/http-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { recordSavedFiles } from '../../../test/record-saved-files';
import { renderScreen } from '../../../test/render-screen';
import { NodeDetailPanel } from './NodeDetailPanel';

// Only fetch is faked: the panel, its RTK Query calls and the error toasts are real; the browser's
// own file saving is recorded instead of done.
const DETAIL: NodeDetail = {
  node_id: 'hanako',
  label: 'Hanako',
  cluster_id: 1,
  communities: [
    [1, 72.44],
    [2, 27.56],
  ],
  follower_count: 12345,
  get_retweeted: 8,
  count_retweet: 3,
  degree: 5,
  pagerank: 0.02,
  keywords: [
    { keyword: '桜', count: 2, score: 0.41 },
    { keyword: '公園', count: 1, score: 0.2 },
  ],
  tweets: [
    { tweet_date: Date.UTC(2026, 4, 1, 0, 15), tweet_text: '桜がきれい' },
    { tweet_date: Date.UTC(2026, 4, 2, 0, 15), tweet_text: '公園の桜' },
  ],
};
const NODE = { id: 'n-hanako', node_id: 'hanako', label: 'Hanako', color: '#1f77b4', cluster_id: 1 };
const NAMES: Record<number, string> = { 1: 'ラーメン', 2: '野球' };
const communityName = (id: number) => NAMES[id] ?? String(id);
const DETAIL_PATH = '/api/v1/analyze/cluster/get_node_detail';
const DOWNLOAD_PATH = '/api/v1/analyze/cluster/download_node_tweets';
const sent = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);
const lastToast = (store: { getState(): { toasts: { text: string }[] } }) => store.getState().toasts.at(-1)?.text;

describe('NodeDetailPanel', () => {
  let saved: string[];
  beforeEach(() => {
    saved = recordSavedFiles();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("shows the user's followers, interactions, community scores by name and posts in Tokyo time", async () => {
    const api = fakeApi({ [`POST ${DETAIL_PATH}`]: { body: { graph_result: DETAIL } } });
    await renderScreen(<NodeDetailPanel processId="r-1" node={NODE} notDrawn={false} communityName={communityName} />);
    const panel = await screen.findByTestId('node-detail');
    expect(within(panel).getByRole('heading', { name: 'Hanako' })).toBeInTheDocument();
    // The user's own community, by name, under theirs.
    expect(within(panel).getByText('ラーメン', { selector: 'p' })).toBeInTheDocument();
    const row = (name: string) => within(panel).getByText(name, { selector: 'th' }).closest('tr')!;
    expect(await within(panel).findByText('フォロワー数')).toBeInTheDocument();
    expect(row('フォロワー数')).toHaveTextContent('12,345');
    expect(row('被リツイート数')).toHaveTextContent('8');
    expect(row('リツイート数')).toHaveTextContent('3');
    expect(row('次数')).toHaveTextContent('5');
    expect(row('ラーメン')).toHaveTextContent('72.4%');
    expect(row('野球')).toHaveTextContent('27.6%');
    expect(within(panel).getByText('投稿（2）')).toBeInTheDocument();
    const posts = within(panel).getByTestId('user-posts');
    expect(posts).toHaveTextContent('桜がきれい');
    expect(posts).toHaveTextContent('2026/05/01 09:15');
    expect(within(panel).queryByTestId('located-not-drawn')).toBeNull();
    expect(sent(api.calls, DETAIL_PATH)).toEqual([{ process_id: 'r-1', node_id: 'hanako', cluster_id: 1 }]);
  });

  it('says when a located user is not drawn, shows unknown followers as a dash and no posts (English)', async () => {
    fakeApi({
      [`POST ${DETAIL_PATH}`]: {
        body: { graph_result: { ...DETAIL, follower_count: null, tweets: [], keywords: [] } },
      },
    });
    await renderScreen(<NodeDetailPanel processId="r-1" node={NODE} notDrawn communityName={communityName} />, {
      language: 'en',
    });
    const panel = await screen.findByTestId('node-detail');
    expect(within(panel).getByText('Not drawn in the graph (shown for the moment).')).toBeInTheDocument();
    const followers = (await within(panel).findByText('Followers', { selector: 'th' })).closest('tr')!;
    expect(followers).toHaveTextContent(/^Followers-$/);
    expect(within(panel).getByTestId('user-posts')).toHaveTextContent('No posts');
    expect(within(panel).getByText("No keywords in this user's posts.")).toBeInTheDocument();
    expect(within(panel).getByRole('switch', { name: 'Mark in posts' })).toBeDisabled();
  });

  it("lists the user's keywords with counts and marks them in the posts while the switch is on", async () => {
    fakeApi({ [`POST ${DETAIL_PATH}`]: { body: { graph_result: DETAIL } } });
    await renderScreen(<NodeDetailPanel processId="r-1" node={NODE} notDrawn={false} communityName={communityName} />);
    const panel = await screen.findByTestId('node-detail');
    const keywords = await within(panel).findByTestId('user-keywords');
    expect(within(keywords).getByText('キーワード')).toBeInTheDocument();
    expect(
      within(keywords)
        .getAllByTestId('user-keyword')
        .map((k) => k.textContent),
    ).toEqual(['桜 (2)', '公園 (1)']);
    const posts = within(panel).getByTestId('user-posts');
    expect(within(posts).queryAllByTestId('keyword-mark')).toEqual([]);

    await userEvent.click(within(keywords).getByRole('switch', { name: '投稿で強調' }));
    expect(
      within(posts)
        .getAllByTestId('keyword-mark')
        .map((m) => m.textContent),
    ).toEqual(['桜', '公園', '桜']);
    await userEvent.click(within(keywords).getByRole('switch', { name: '投稿で強調' }));
    expect(within(posts).queryAllByTestId('keyword-mark')).toEqual([]);
  });

  it('marks the keywords in English too', async () => {
    fakeApi({ [`POST ${DETAIL_PATH}`]: { body: { graph_result: DETAIL } } });
    await renderScreen(<NodeDetailPanel processId="r-1" node={NODE} notDrawn={false} communityName={communityName} />, {
      language: 'en',
    });
    const keywords = await screen.findByTestId('user-keywords');
    expect(within(keywords).getByText('Keywords')).toBeInTheDocument();
    await userEvent.click(within(keywords).getByRole('switch', { name: 'Mark in posts' }));
    expect(screen.getAllByTestId('keyword-mark')).toHaveLength(3);
  });

  it("downloads the user's posts under the server's file name", async () => {
    const api = fakeApi({
      [`POST ${DETAIL_PATH}`]: { body: { graph_result: DETAIL } },
      [`POST ${DOWNLOAD_PATH}`]: {
        body: 'date,text',
        headers: { 'content-disposition': 'attachment; filename="hanako_posts.csv"' },
      },
    });
    await renderScreen(<NodeDetailPanel processId="r-1" node={NODE} notDrawn={false} communityName={communityName} />);
    await userEvent.click(await screen.findByRole('button', { name: '投稿をダウンロード (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['hanako_posts.csv']));
    expect(sent(api.calls, DOWNLOAD_PATH)).toEqual([{ process_id: 'r-1', cluster_id: 0, node_id: 'hanako' }]);
  });

  it('says why a download was refused, in English, and saves nothing', async () => {
    fakeApi({
      [`POST ${DETAIL_PATH}`]: { body: { graph_result: DETAIL } },
      [`POST ${DOWNLOAD_PATH}`]: { status: 403, body: { code: 'errors.forbidden', message: 'forbidden' } },
    });
    const { store } = await renderScreen(
      <NodeDetailPanel processId="r-1" node={NODE} notDrawn={false} communityName={communityName} />,
      { language: 'en' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download posts (CSV)' }));
    await waitFor(() => expect(lastToast(store)).toBe('You do not have permission for this operation.'));
    expect(saved).toEqual([]);
  });
});
