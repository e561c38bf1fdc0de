import { describe, expect, it } from '@jest/globals';
import type { Coordination, Project, Run } from '@kizuna/http-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { RelationsPage } from './RelationsPage';

// Only fetch is faked: the page, its tab, the settings and RTK Query are real.
const run: Run = {
  process_id: 'r-2',
  total_cluster: 2,
  status: 2,
  started: true,
  stage: '',
  percent: 0,
  failure_code: '',
  node_count: 0,
  edge_count: 0,
  queue_position: 0,
  skipped_posts: 0,
};
const project: Project = {
  project_id: 'p-1',
  project_name: '春の投稿',
  user_name: 'hanako',
  user_email: 'hanako@example.com',
  status: 2,
  status_text: 'done',
  failure_code: '',
  filename: 'posts.csv',
  created_at: '2026-04-01T03:00:00.000Z',
  updated_at: '2026-04-01T03:00:00.000Z',
  rows_all: 10,
  rows_valid: 10,
  relations: ['retweet'],
  node_count: 0,
  edge_count: 0,
  my_role: 'owner',
  company_shared: false,
  ProcessResult: [run],
};
// 2024-03-01 10:00:00 in Tokyo.
const T0 = Date.UTC(2024, 2, 1, 1);
const member = (node_id: string, cluster: number) => ({
  node_id,
  posts: 4,
  co_actions: 4,
  share: 1,
  cluster_ids: [cluster],
});
const ANSWER: Coordination = {
  settings: { window_seconds: 30, post_window_seconds: 60, min_repetitions: 3, similarity_percent: 80 },
  groups: [
    {
      group_id: 1,
      members: [member('bot_a', 1), member('bot_b', 1), member('bot_c', 2)],
      pairs: [
        {
          source: 'bot_a',
          target: 'bot_b',
          co_retweets: 4,
          co_posts: 0,
          near_identical_posts: 0,
          median_gap_seconds: 7,
        },
      ],
      pairs_total: 1,
      evidence: [
        {
          kind: 'retweet',
          text: 'RT @brand: 新商品のお知らせ',
          actions: [
            { node_id: 'bot_a', time: T0, row: 1 },
            { node_id: 'bot_b', time: T0 + 7_000, row: 2 },
          ],
          actions_total: 2,
        },
        {
          // A large group's item: the answer lists its earliest co-actions only.
          kind: 'post',
          text: '値上げ反対の署名をお願いします',
          actions: [
            { node_id: 'bot_c', time: T0 + 3_600_000, row: 3 },
            { node_id: 'bot_a', time: T0 + 3_601_000, row: 4 },
          ],
          actions_total: 1250,
        },
      ],
      evidence_total: 4,
      near_matches: [],
      near_matches_total: 0,
      co_action_share: 1,
    },
  ],
  accounts: 3,
  actions: 120,
  capped_items: 0,
};
const CLUSTER = '/api/v1/analyze/cluster';
const at = { path: '/files/relations/p-1/r-2?tab=coordination', route: '/files/relations/:projectId/:processId' };

function fakeCoordination() {
  return fakeApi({
    'POST /api/v1/process/get_project': { body: { ProcessResult: [run], project } },
    [`POST ${CLUSTER}/get_coordination`]: (call: ApiCall) => {
      const body = call.body as { min_repetitions: number };
      // Five repetitions are more than the trio has: no group.
      return { body: { data: body.min_repetitions >= 5 ? { ...ANSWER, groups: [], accounts: 0 } : ANSWER } };
    },
  });
}
const asked = (calls: ApiCall[]) => calls.filter((x) => x.path === `${CLUSTER}/get_coordination`).map((x) => x.body);

describe('Coordination tab', () => {
  it('lists the groups ranked, expandable to their posts with times to the second, and says what it cannot tell', async () => {
    const { calls } = fakeCoordination();
    await renderScreen(<RelationsPage />, { ...at, language: 'en' });
    expect(await screen.findByTestId('coordination-caveat')).toHaveTextContent('evidence, not proof of automation');
    const group = await screen.findByTestId('coordination-group-1');
    expect(group).toHaveTextContent('Group 1 — accounts: 3, items: 4, 100% of their posts');
    await userEvent.click(within(group).getByRole('button', { expanded: false }));
    expect(await screen.findByTestId('coordination-member-bot_c')).toHaveTextContent('2');
    const evidence = screen.getByTestId('coordination-evidence-1-0');
    expect(evidence).toHaveTextContent('RT @brand: 新商品のお知らせ');
    expect(evidence).toHaveTextContent('bot_a 2024/03/01 10:00:00');
    expect(evidence).toHaveTextContent('bot_b 2024/03/01 10:00:07');
    expect(within(evidence).queryByTestId('coordination-more-actions')).toBeNull();
    const cut = screen.getByTestId('coordination-evidence-1-1');
    expect(cut).toHaveTextContent('bot_a 2024/03/01 11:00:01');
    expect(within(cut).getByTestId('coordination-more-actions')).toHaveTextContent('and 1,248 more');
    expect(asked(calls)).toEqual([
      { process_id: 'r-2', window_seconds: 30, post_window_seconds: 60, min_repetitions: 3, similarity_percent: 80 },
    ]);
  });

  it('follows the settings, and does not ask for a value out of range (in Japanese)', async () => {
    const { calls } = fakeCoordination();
    await renderScreen(<RelationsPage />, at);
    expect(await screen.findByTestId('coordination-caveat')).toHaveTextContent('自動化の証拠ではなく');
    const group = await screen.findByTestId('coordination-group-1');
    await userEvent.click(within(group).getByRole('button', { expanded: false }));
    expect(await screen.findByTestId('coordination-more-actions')).toHaveTextContent('ほか 1,248 件');
    const repetitions = screen.getByTestId('coordination-min_repetitions');
    await userEvent.clear(repetitions);
    await userEvent.type(repetitions, '1');
    expect(await screen.findByText('2〜100')).toBeInTheDocument();
    await userEvent.clear(repetitions);
    await userEvent.type(repetitions, '5');
    expect(await screen.findByTestId('coordination-none')).toHaveTextContent('協調したグループはありません');
    await waitFor(() => expect(asked(calls).at(-1)).toMatchObject({ min_repetitions: 5 }));
    expect(asked(calls).some((b) => (b as { min_repetitions: number }).min_repetitions === 1)).toBe(false);
  });

  it('asks once a typed setting has settled, not for each digit on the way (in English)', async () => {
    const { calls } = fakeCoordination();
    await renderScreen(<RelationsPage />, { ...at, language: 'en' });
    await screen.findByTestId('coordination-group-1');
    const window = screen.getByTestId('coordination-window_seconds');
    await userEvent.clear(window);
    await userEvent.type(window, '120');
    await waitFor(() => expect(asked(calls).at(-1)).toMatchObject({ window_seconds: 120 }));
    const windows = asked(calls).map((b) => (b as { window_seconds: number }).window_seconds);
    expect(windows).toEqual([30, 120]);
  });
});

describe('Coordination tab: near-identical texts', () => {
  const NEAR: Coordination = {
    ...ANSWER,
    groups: [
      {
        ...ANSWER.groups[0],
        near_matches: [
          {
            source: { node_id: 'bot_a', time: T0, row: 7, text: '説明会が明日の午後に開かれます 🎉' },
            target: { node_id: 'bot_b', time: T0 + 15_000, row: 8, text: '説明会が本日の午後に開かれます' },
            similarity: 0.826,
          },
        ],
        near_matches_total: 1,
      },
    ],
  };

  for (const language of ['ja', 'en'] as const)
    it(`shows a match's two texts side by side with the differences marked, and the slider asks for its value (${language})`, async () => {
      const { calls } = fakeApi({
        'POST /api/v1/process/get_project': { body: { ProcessResult: [run], project } },
        [`POST ${CLUSTER}/get_coordination`]: { body: { data: NEAR } },
      });
      await renderScreen(<RelationsPage />, { ...at, language });
      const group = await screen.findByTestId('coordination-group-1');
      await userEvent.click(within(group).getByRole('button', { expanded: false }));
      expect(await screen.findByTestId('coordination-near-title-1')).toHaveTextContent(
        language === 'ja' ? 'ほぼ同じ文面（1 組' : 'Near-identical texts, pairs of posts: 1',
      );
      const source = screen.getByTestId('coordination-near-1-0-source');
      const target = screen.getByTestId('coordination-near-1-0-target');
      expect(source).toHaveTextContent('bot_a 2024/03/01 10:00:00');
      expect(target).toHaveTextContent('bot_b 2024/03/01 10:00:15');
      expect(
        within(source)
          .getAllByTestId('near-diff')
          .map((m) => m.textContent),
      ).toEqual(['明', '🎉']);
      expect(
        within(target)
          .getAllByTestId('near-diff')
          .map((m) => m.textContent),
      ).toEqual(['本']);
      expect(screen.getByTestId('coordination-near-1-0-similarity')).toHaveTextContent(
        language === 'ja' ? '類似度 82%' : '82% similar',
      );
      const slider = screen.getByTestId('coordination-similarity_percent');
      slider.focus();
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await waitFor(() => expect(asked(calls).at(-1)).toMatchObject({ similarity_percent: 78 }));
    });
});
