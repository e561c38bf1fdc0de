import { describe, expect, it, jest } from '@jest/globals';
import type { ClusterMembersRequest, CommunityMember } from '@kizuna/http-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { MemberTable } from './MemberTable';
import { labelDocument } from '../../../test/label-document';

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
      only_labelled: false,
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
  const label = labelDocument;
  const on = (label_id: string, name: string) => ({
    label_id,
    name,
    color: '#e6194b',
    by_name: 'owner',
    at: '2026-03-01T00:00:00.000Z',
    note: '',
  });

  // The team's labelled accounts as the server knows them: u1 Critic, u2 and u40 Bot.
  const LABELLED: Record<string, string[]> = { u1: ['c'], u2: ['b'], u40: ['b'] };
  const runLabels = {
    labels: [label('b', 'Bot'), label('c', 'Critic'), label('n', 'Nobody')],
    accounts: [
      { account: 'u1', cluster_id: 2, labels: [on('c', 'Critic')] },
      { account: 'u2', cluster_id: 2, labels: [on('b', 'Bot')] },
      { account: 'u40', cluster_id: 2, labels: [on('b', 'Bot')] },
    ],
    total: 3,
  };

  /** The server's filter: the asked page of the members with a label (that label), sorted by the key. */
  function fakeLabelledMembers() {
    return fakeApi({
      [`POST ${PATH}`]: (call) => {
        const q = call.body as Required<ClusterMembersRequest>;
        const keep = (m: CommunityMember) =>
          !(q.only_labelled || q.label_id) ||
          (LABELLED[m.node_id] ?? []).some((id) => !q.label_id || id === q.label_id);
        const found = MEMBERS.filter(keep);
        if (q.sort_key === 'degree') found.sort((a, b) => (q.is_ascending ? a.degree - b.degree : b.degree - a.degree));
        const nodes = found.slice(q.page * q.max_count, (q.page + 1) * q.max_count);
        return { body: { data: { nodes, total: found.length } } };
      },
      'POST /api/v1/analyze/cluster/get_run_labels': { body: { data: runLabels } },
      'POST /api/v1/labels/list_labels': {
        body: { data: { team: '', labels: [], may_change: false, colors: [] } },
      },
    });
  }
  const rowTexts = () =>
    screen.getAllByRole('row', { name: /の詳細を表示$/ }).map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
  const choose = async (option: string) => {
    await userEvent.click(screen.getByRole('combobox', { name: 'ラベル' }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  };

  it("shows each member's labels; the filter asks the server for the labelled members' rows, sorted and paged", async () => {
    const api = fakeLabelledMembers();
    const onSelect = jest.fn();
    await renderScreen(<MemberTable processId="r-1" clusterId={2} hasFollowers window={null} onSelect={onSelect} />);
    const row = await screen.findByRole('row', { name: 'user_1 の詳細を表示' });
    await within(row).findByText('Critic');
    await userEvent.click(screen.getByRole('button', { name: '次のページへ' }));
    await screen.findByRole('row', { name: 'user_26 の詳細を表示' });

    await choose('ラベル付きのみ');
    await waitFor(() => expect(rowTexts()).toHaveLength(3));
    // The member rows with their statistics, the labels beside the account, from the first page.
    expect(rowTexts()).toEqual([
      ['user_1Critic', '2', '1', '1,000', '1', '0.500', '80%', '20%', '–'],
      ['user_2Bot', '4', '2', '2,000', '2', '0.333', '80%', '20%', '–'],
      ['user_40Bot', '80', '40', '40,000', '40', '0.0244', '80%', '20%', '–'],
    ]);
    expect(screen.getByText('3 件中 1–3 件')).toBeInTheDocument();
    expect(asked(api.calls).at(-1)).toMatchObject({ only_labelled: true, page: 0, cluster_id: 2 });
    expect(asked(api.calls).at(-1)).not.toHaveProperty('label_id');

    await userEvent.click(screen.getByRole('button', { name: '次数' }));
    await waitFor(() =>
      expect(asked(api.calls).at(-1)).toMatchObject({ only_labelled: true, sort_key: 'degree', is_ascending: true }),
    );

    await choose('Bot');
    await waitFor(() => expect(rowTexts().map((cells) => cells[0])).toEqual(['user_2Bot', 'user_40Bot']));
    expect(asked(api.calls).at(-1)).toMatchObject({ only_labelled: true, label_id: 'b', sort_key: 'degree' });
    await userEvent.click(screen.getByRole('row', { name: 'user_40 の詳細を表示' }));
    expect(onSelect).toHaveBeenCalledWith('u40');

    await choose('Nobody');
    expect(await screen.findByText('ラベル付きのメンバーはいません。')).toBeInTheDocument();
    await choose('全メンバー');
    await screen.findByRole('row', { name: 'user_3 の詳細を表示' });
    expect(asked(api.calls).at(-1)).toMatchObject({ only_labelled: false });
    expect(asked(api.calls).at(-1)).not.toHaveProperty('label_id');
  });

  it("filters by the labels of the team an admin chose; a non-admin's list names no team", async () => {
    for (const isAdmin of [true, false]) {
      const api = fakeLabelledMembers();
      const { unmount } = await renderScreen(
        <MemberTable processId="r-1" clusterId={2} hasFollowers window={null} onSelect={() => undefined} />,
        { session: { is_admin: isAdmin }, labelTeam: { chosen: 'Z-9' } },
      );
      await screen.findByRole('row', { name: 'user_1 の詳細を表示' });
      await choose('ラベル付きのみ');
      await waitFor(() => expect(rowTexts()).toHaveLength(3));
      const last = asked(api.calls).at(-1);
      expect(last).toMatchObject({ only_labelled: true });
      if (isAdmin) expect(last).toMatchObject({ company_code: 'Z-9' });
      else expect(last).not.toHaveProperty('company_code');
      unmount();
    }
  });
});
