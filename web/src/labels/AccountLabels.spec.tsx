import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { AccountLabels } from './AccountLabels';
import { labelDocument } from '../../test/label-document';

// Only fetch is faked: the panel, its RTK Query calls and the i18n are real.
const label = labelDocument;
const CRITIC = label('l-1', 'Critic', '#e6194b');
const BOT = label('l-2', 'Bot', '#4363d8');
const runLabels = {
  data: {
    labels: [BOT, CRITIC],
    accounts: [
      {
        account: 'hanako',
        labels: [
          { label_id: 'l-1', name: 'Critic', color: '#e6194b', by_name: 'owner', at: CRITIC.created_at, note: 'press' },
        ],
      },
    ],
    total: 1,
  },
};
const team = (mayChange: boolean) => ({
  data: { team: 'A-1', labels: [BOT, CRITIC], may_change: mayChange, colors: ['#e6194b', '#4363d8'] },
});
const PATH = '/api/v1/labels/';

describe('AccountLabels', () => {
  it("shows the account's labels, takes one off, and adds another with a note", async () => {
    const api = fakeApi({
      [`POST ${PATH}list_labels`]: { body: team(true) },
      'POST /api/v1/analyze/cluster/get_run_labels': { body: runLabels },
      [`POST ${PATH}assign_label`]: { body: { data: { label_id: 'l-2', changed: 1, refused: 0 } } },
      [`POST ${PATH}unassign_label`]: { body: { data: { label_id: 'l-1', changed: 1, refused: 0 } } },
    });
    await renderScreen(<AccountLabels processId="r-1" account="hanako" name="Hanako" />);
    const panel = await screen.findByTestId('account-labels');
    expect(await within(panel).findByText('Critic')).toBeInTheDocument();
    await userEvent.click(within(panel).getByTestId('CancelIcon'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('unassign_label'))?.body).toEqual({
        label_id: 'l-1',
        accounts: ['Hanako'],
      }),
    );
    // Only the labels the account lacks are offered.
    await userEvent.click(within(panel).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Bot']);
    await userEvent.click(options[0]);
    await userEvent.type(within(panel).getByTestId('account-label-note'), 'posts every minute');
    await userEvent.click(within(panel).getByTestId('account-label-add'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('/assign_label'))?.body).toEqual({
        label_id: 'l-2',
        accounts: ['Hanako'],
        note: 'posts every minute',
      }),
    );
  });

  it('reads and changes the labels of the team an admin chose; a non-admin never names a team', async () => {
    for (const [isAdmin, sent] of [
      [true, { company_code: 'Z-9' }],
      [false, {}],
    ] as const) {
      const api = fakeApi({
        [`POST ${PATH}list_labels`]: { body: team(true) },
        'POST /api/v1/analyze/cluster/get_run_labels': { body: runLabels },
        [`POST ${PATH}assign_label`]: { body: { data: { label_id: 'l-2', changed: 1, refused: 0 } } },
        [`POST ${PATH}unassign_label`]: { body: { data: { label_id: 'l-1', changed: 1, refused: 0 } } },
      });
      // The choice of an admin's earlier session in this browser, whoever is signed in now.
      const { unmount } = await renderScreen(<AccountLabels processId="r-1" account="hanako" name="Hanako" />, {
        session: { is_admin: isAdmin },
        labelTeam: { chosen: 'Z-9' },
      });
      const panel = await screen.findByTestId('account-labels');
      await userEvent.click(await within(panel).findByTestId('CancelIcon'));
      await userEvent.click(within(panel).getByRole('combobox'));
      await userEvent.click(await screen.findByRole('option', { name: 'Bot' }));
      await userEvent.click(within(panel).getByTestId('account-label-add'));
      await waitFor(() => expect(api.calls.filter((c) => c.path.endsWith('assign_label'))).toHaveLength(2));
      expect(api.calls.map((c) => [c.path.split('/').at(-1), c.body])).toEqual(
        expect.arrayContaining([
          ['list_labels', sent],
          ['get_run_labels', { process_id: 'r-1', max_count: 20000, ...sent }],
          ['unassign_label', { label_id: 'l-1', accounts: ['Hanako'], ...sent }],
          ['assign_label', { label_id: 'l-2', accounts: ['Hanako'], note: '', ...sent }],
        ]),
      );
      if (!isAdmin) for (const c of api.calls) expect(c.body).not.toHaveProperty('company_code');
      unmount();
    }
  });

  it('lets a viewer read the labels only', async () => {
    fakeApi({
      [`POST ${PATH}list_labels`]: { body: team(false) },
      'POST /api/v1/analyze/cluster/get_run_labels': { body: runLabels },
    });
    await renderScreen(<AccountLabels processId="r-1" account="hanako" name="Hanako" />);
    const panel = await screen.findByTestId('account-labels');
    expect(await within(panel).findByText('Critic')).toBeInTheDocument();
    expect(within(panel).queryByTestId('account-label-add')).toBeNull();
    expect(within(panel).queryByTestId('CancelIcon')).toBeNull();
  });
});
