import { describe, expect, it, jest } from '@jest/globals';
import type { ClusterMembersRequest, CommunityMember } from '@kizuna/http-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { MemberTable } from './MemberTable';

// Only fetch is faked: the table, its paging, sort and search, and RTK Query are real.
const member = (n: number, extra: Partial<CommunityMember> = {}): CommunityMember => ({
  node_id: `u${n}`,
  tweet_user_screen_name: `user_${n}`,
  get_retweeted: n * 2,
  count_retweet: n,
  count_followers: n * 1000,
  degree: n,
  pagerank: 1 / (n + 1),
  community_1: 80,
  community_2: 20,
  ...extra,
});
const MEMBERS = Array.from({ length: 60 }, (_, i) => member(i + 1));
const PATH = '/api/v1/analyze/cluster/get_cluster_members';

/** The server's answer: the asked page of the members whose name has the search in it. */
function fakeMembers() {
  return fakeApi({
    [`POST ${PATH}`]: (call) => {
      const q = call.body as Required<ClusterMembersRequest>;
      const found = MEMBERS.filter((m) => m.tweet_user_screen_name.includes(q.search));
      const nodes = found.slice(q.page * q.max_count, (q.page + 1) * q.max_count);
      return { body: { data: { nodes, total: found.length } } };
    },
  });
}
const asked = (calls: ApiCall[]) => calls.filter((c) => c.path === PATH).map((c) => c.body as ClusterMembersRequest);

describe('MemberTable', () => {
  it('lists the first page of members, most central first, and a click or Enter shows the member', async () => {
    const api = fakeMembers();
    const onSelect = jest.fn();
    await renderScreen(<MemberTable processId="r-1" clusterId={2} hasFollowers window={null} onSelect={onSelect} />);
    const row = await screen.findByRole('row', { name: 'user_3 の詳細を表示' });
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['user_3', '6', '3', '3,000', '3', '0.250', '80%', '20%', '–']);
    expect(screen.getByRole('columnheader', { name: 'フォロワー数' })).toBeInTheDocument();
    expect(screen.getAllByRole('row', { name: /の詳細を表示$/ })).toHaveLength(25);
    expect(screen.getByText('60 件中 1–25 件')).toBeInTheDocument();
    expect(asked(api.calls)[0]).toEqual({
      process_id: 'r-1',
      cluster_id: 2,
      page: 0,
      max_count: 25,
      sort_key: 'pagerank',
      is_ascending: false,
      search: '',
      date_start: 0,
      date_end: 0,
    });

    await userEvent.click(row);
    expect(onSelect).toHaveBeenLastCalledWith('u3');
    screen.getByRole('row', { name: 'user_5 の詳細を表示' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('u5');
  });

  it('asks for the next page, a clicked column and a settled search, within the time window (English)', async () => {
    const api = fakeMembers();
    await renderScreen(
      <MemberTable
        processId="r-1"
        clusterId={2}
        hasFollowers={false}
        window={{ start: 60_000, end: 120_000 }}
        onSelect={() => undefined}
      />,
      { language: 'en' },
    );
    await screen.findByRole('row', { name: 'Show details of user_1' });
    expect(screen.queryByRole('columnheader', { name: 'Followers' })).toBeNull();
    expect(asked(api.calls)[0]).toMatchObject({ date_start: 60_000, date_end: 120_000 });

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('row', { name: 'Show details of user_26' })).toBeInTheDocument();
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Degree' }));
    await waitFor(() =>
      expect(asked(api.calls).at(-1)).toMatchObject({ sort_key: 'degree', is_ascending: true, page: 0 }),
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'user_42');
    expect(await screen.findByRole('row', { name: 'Show details of user_42' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row', { name: /^Show details of/ })).toHaveLength(1));
    expect(
      asked(api.calls)
        .map((q) => q.search)
        .filter(Boolean),
    ).toEqual(['user_42']);
  });
});

describe('MemberTable with account labels (issue 48)', () => {
  const label = (label_id: string, name: string) => ({
    label_id,
    name,
    color: '#e6194b',
    created_by_name: 'owner',
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-01T00:00:00.000Z',
  });
  const on = (label_id: string, name: string) => ({
    label_id,
    name,
    color: '#e6194b',
    by_name: 'owner',
    at: '2026-03-01T00:00:00.000Z',
    note: '',
  });

  it("shows each member's labels, filters to the labelled members of the community, and by label", async () => {
    fakeApi({
      [`POST ${PATH}`]: { body: { data: { nodes: MEMBERS.slice(0, 25), total: 60 } } },
      'POST /api/v1/analyze/cluster/get_run_labels': {
        body: {
          data: {
            labels: [label('b', 'Bot'), label('c', 'Critic')],
            accounts: [
              { account: 'u1', cluster_id: 2, labels: [on('c', 'Critic')] },
              { account: 'u2', cluster_id: 2, labels: [on('b', 'Bot')] },
              { account: 'u99', cluster_id: 3, labels: [on('b', 'Bot')] },
            ],
            total: 3,
          },
        },
      },
      'POST /api/v1/labels/list_labels': {
        body: { data: { team: '', labels: [], may_change: false, colors: [] } },
      },
    });
    const onSelect = jest.fn();
    await renderScreen(<MemberTable processId="r-1" clusterId={2} hasFollowers window={null} onSelect={onSelect} />);
    const row = await screen.findByRole('row', { name: 'user_1 の詳細を表示' });
    await within(row).findByText('Critic');
    await userEvent.click(screen.getByRole('combobox', { name: 'ラベル' }));
    await userEvent.click(await screen.findByRole('option', { name: 'ラベル付きのみ' }));
    const filtered = await screen.findByTestId('labelled-members');
    expect(
      within(filtered)
        .getAllByRole('row', { name: /の詳細を表示$/ })
        .map((r) => r.textContent),
    ).toEqual(['u1Critic', 'u2Bot']);
    expect(screen.queryByTestId('member-table')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'ラベル' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bot' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('labelled-members')).getAllByRole('row', { name: /の詳細を表示$/ }),
      ).toHaveLength(1),
    );
    await userEvent.click(screen.getByRole('row', { name: 'u2 の詳細を表示' }));
    expect(onSelect).toHaveBeenCalledWith('u2');
  });
});
