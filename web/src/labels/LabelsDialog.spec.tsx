import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiCall } from '../../test/fake-api';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { ToastStack } from '../toasts/ToastStack';
import { LabelsDialog } from './LabelsDialog';
import { runLabelIndex } from './run-label-index';
import { labelDocument } from '../../test/label-document';

// Only fetch is faked: the dialog, its rows, the team chooser, RTK Query, the toasts and the i18n are real.
const label = labelDocument;
const BOT = label('l-2', 'Bot', '#4363d8');
const CRITIC = label('l-1', 'Critic', '#e6194b');
const COLORS = ['#e6194b', '#3cb44b', '#4363d8'];
const team = (code: string, labels: object[], mayChange = true, teams = [code]) => ({
  body: { data: { team: code, labels, may_change: mayChange, colors: COLORS, teams } },
});
// Two accounts of the run carry Critic.
const INDEX = runLabelIndex({
  labels: [BOT, CRITIC],
  accounts: ['hanako', 'taro'].map((account) => ({
    account,
    cluster_id: 1,
    labels: [{ label_id: 'l-1', name: 'Critic', color: '#e6194b', by_name: 'owner', at: '', note: '' }],
  })),
  total: 2,
});
const PATH = '/api/v1/labels/';
const changed = (label_id: string) => ({ body: { data: { label_id, label: label(label_id, 'x', COLORS[0]) } } });
const callsTo = (calls: ApiCall[], route: string) => calls.filter((c) => c.path === `${PATH}${route}`);

function dialog(options: Parameters<typeof renderScreen>[1] = {}) {
  return renderScreen(
    <>
      <LabelsDialog open onClose={() => undefined} index={INDEX} />
      <ToastStack />
    </>,
    options,
  );
}

describe('LabelsDialog', () => {
  it("makes a label of the team's own (no company code sent, no team chooser for a non-admin)", async () => {
    const api = fakeApi({
      [`POST ${PATH}list_labels`]: team('A-1', [BOT, CRITIC]),
      [`POST ${PATH}create_label`]: changed('l-3'),
    });
    await dialog({ language: 'en' });
    const view = await screen.findByTestId('labels-dialog');
    expect(await within(view).findByText('Account labels of team A-1')).toBeInTheDocument();
    expect(
      within(view)
        .getAllByTestId('label-row')
        .map((r) => r.dataset.label),
    ).toEqual(['Bot', 'Critic']);
    expect(within(view).getAllByTestId('label-row')[1].textContent).toContain('2 in this run');
    expect(within(view).queryByTestId('label-team-input')).toBeNull();
    await userEvent.type(within(view).getByTestId('label-name-input'), 'Press');
    await userEvent.click(within(view).getByRole('radio', { name: '#3cb44b' }));
    await userEvent.click(within(view).getByTestId('label-create'));
    await waitFor(() => expect(callsTo(api.calls, 'create_label')).toHaveLength(1));
    expect(callsTo(api.calls, 'create_label')[0].body).toEqual({ name: 'Press', color: '#3cb44b' });
    // The change reloads the team's labels, and the field is emptied for the next.
    await waitFor(() => expect(callsTo(api.calls, 'list_labels')).toHaveLength(2));
    expect(callsTo(api.calls, 'list_labels').map((c) => c.body)).toEqual([{}, {}]);
    await waitFor(() => expect(within(view).getByTestId('label-name-input')).toHaveValue(''));
  });

  it('renames and recolours a label in place', async () => {
    const api = fakeApi({
      [`POST ${PATH}list_labels`]: team('A-1', [BOT, CRITIC]),
      [`POST ${PATH}update_label`]: changed('l-2'),
    });
    await dialog({ language: 'en' });
    const row = (await screen.findAllByTestId('label-row'))[0];
    await userEvent.click(within(row).getByTestId('label-edit'));
    const editing = screen.getByTestId('label-row-editing');
    await userEvent.clear(within(editing).getByTestId('label-rename-input'));
    await userEvent.type(within(editing).getByTestId('label-rename-input'), 'Automated');
    await userEvent.click(within(editing).getByRole('radio', { name: '#e6194b' }));
    await userEvent.click(within(editing).getByTestId('label-save'));
    await waitFor(() =>
      expect(callsTo(api.calls, 'update_label').map((c) => c.body)).toEqual([
        { label_id: 'l-2', name: 'Automated', color: '#e6194b' },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('label-row-editing')).toBeNull());
  });

  it('deletes a label only once the deletion is confirmed, naming the label and the team', async () => {
    const api = fakeApi({
      [`POST ${PATH}list_labels`]: team('', [BOT, CRITIC]),
      [`POST ${PATH}delete_label`]: { body: { data: { label_id: 'l-1', changed: 2, refused: 0 } } },
    });
    await dialog();
    const critic = (await screen.findAllByTestId('label-row'))[1];
    await userEvent.click(within(critic).getByTestId('label-delete'));
    const ask = await screen.findByTestId('label-delete-dialog');
    expect(ask.textContent).toContain(
      'ラベル「Critic」を削除し、チーム （会社コードなし） の全アカウントから外しますか？',
    );
    await userEvent.click(within(ask).getByTestId('label-delete-cancel'));
    await waitFor(() => expect(screen.queryByTestId('label-delete-dialog')).toBeNull());
    expect(callsTo(api.calls, 'delete_label')).toEqual([]);
    await userEvent.click(within(critic).getByTestId('label-delete'));
    await userEvent.click(within(await screen.findByTestId('label-delete-dialog')).getByTestId('label-delete-confirm'));
    await waitFor(() =>
      expect(callsTo(api.calls, 'delete_label').map((c) => c.body)).toEqual([{ label_id: 'l-1', name: 'Critic' }]),
    );
  });

  it('renames, deletes, imports and exports in the team an admin chose earlier in the session', async () => {
    const api = fakeApi({
      [`POST ${PATH}list_labels`]: team('Z-9', [BOT, CRITIC], true, ['', 'Z-9']),
      [`POST ${PATH}update_label`]: changed('l-2'),
      [`POST ${PATH}delete_label`]: { body: { data: { label_id: 'l-1', changed: 2, refused: 0 } } },
      [`POST ${PATH}import_labels`]: {
        body: { data: { applied: 1, created: [], refused: [], refused_total: 0, encoding: 'UTF-8' } },
      },
    });
    await dialog({ language: 'en', session: { is_admin: true }, labelTeam: { chosen: 'Z-9' } });
    const view = await screen.findByTestId('labels-dialog');
    expect(await within(view).findByText('Account labels of team Z-9')).toBeInTheDocument();
    expect(within(view).getByTestId('label-team-input')).toHaveValue('Z-9');
    const [bot, critic] = await within(view).findAllByTestId('label-row');
    await userEvent.click(within(bot).getByTestId('label-edit'));
    await userEvent.type(within(view).getByTestId('label-rename-input'), '!');
    await userEvent.click(within(view).getByTestId('label-save'));
    await userEvent.click(within(critic).getByTestId('label-delete'));
    const ask = await screen.findByTestId('label-delete-dialog');
    expect(ask.textContent).toContain('every account of team Z-9');
    await userEvent.click(within(ask).getByTestId('label-delete-confirm'));
    await userEvent.upload(
      within(view).getByTestId('label-import-file'),
      new File(['bot_a,Bot\n'], 'labels.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(callsTo(api.calls, 'import_labels')).toHaveLength(1));
    expect(callsTo(api.calls, 'update_label')[0].body).toEqual({
      label_id: 'l-2',
      name: 'Bot!',
      color: '#4363d8',
      company_code: 'Z-9',
    });
    expect(callsTo(api.calls, 'delete_label')[0].body).toEqual({
      label_id: 'l-1',
      name: 'Critic',
      company_code: 'Z-9',
    });
    expect(callsTo(api.calls, 'import_labels')[0].body).toEqual({
      csv: btoa('bot_a,Bot\n'),
      company_code: 'Z-9',
    });
  });

  it('shows a colleague without the label editor right the list, no control that changes it, and who grants it', async () => {
    fakeApi({ [`POST ${PATH}list_labels`]: team('A-1', [BOT, CRITIC], false) });
    await dialog({ language: 'en' });
    const view = await screen.findByTestId('labels-dialog');
    expect((await within(view).findAllByTestId('label-row')).map((r) => r.dataset.label)).toEqual(['Bot', 'Critic']);
    expect(within(view).getByTestId('labels-read-only-note')).toHaveTextContent(
      "only the team's label editors change them. An administrator grants that right on the user management page.",
    );
    for (const control of ['label-edit', 'label-delete', 'label-name-input', 'label-create', 'label-import'])
      expect(within(view).queryByTestId(control)).toBeNull();
    // Reading includes taking the labels away as CSV.
    expect(within(view).getByTestId('label-export')).toBeEnabled();
  });

  for (const [language, text] of [
    ['ja', 'チームには既に「Critic」というラベルがあります。'],
    ['en', 'Your team already has a label named Critic.'],
  ] as const)
    it(`says why a name is refused, in the chosen language (${language})`, async () => {
      fakeApi({
        [`POST ${PATH}list_labels`]: team('A-1', [BOT, CRITIC]),
        [`POST ${PATH}create_label`]: {
          status: 409,
          body: { code: 'errors.label_name_taken', params: { name: 'Critic' }, message: 'taken' },
        },
      });
      await dialog({ language });
      const view = await screen.findByTestId('labels-dialog');
      await userEvent.type(await within(view).findByTestId('label-name-input'), ' critic ');
      await userEvent.click(within(view).getByTestId('label-create'));
      expect(await screen.findByText(text)).toBeInTheDocument();
      // The name stays, to be mended.
      expect(within(view).getByTestId('label-name-input')).toHaveValue(' critic ');
    });

  it("lets an admin choose another team, or type a new team's code, and names it in every call", async () => {
    const lists: Record<string, ReturnType<typeof team>> = {
      '': team('', [BOT], true, ['', 'A-1', 'Z-9']),
      'Z-9': team('Z-9', [CRITIC], true, ['', 'A-1', 'Z-9']),
      'N-1': team('N-1', [], true, ['', 'A-1', 'Z-9']),
    };
    const api = fakeApi({
      [`POST ${PATH}list_labels`]: (call) => lists[(call.body as { company_code?: string }).company_code ?? ''],
      [`POST ${PATH}create_label`]: changed('l-3'),
      [`POST ${PATH}export_labels`]: {
        body: 'account,label',
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="labels_20260301.csv"' },
      },
    });
    await dialog({ language: 'en', session: { is_admin: true } });
    const view = await screen.findByTestId('labels-dialog');
    // At first the admin's own team, which has no company code.
    expect(await within(view).findByText('Account labels of team (no company code)')).toBeInTheDocument();
    const input = within(view).getByTestId('label-team-input');
    expect(input).toHaveValue('(no company code)');
    await userEvent.click(input);
    await userEvent.clear(input);
    const options = await screen.findAllByTestId('label-team-option');
    expect(options.map((o) => o.textContent)).toEqual(['(no company code)', 'A-1', 'Z-9']);
    await userEvent.click(options[2]);
    expect(await within(view).findByText('Account labels of team Z-9')).toBeInTheDocument();
    expect((await within(view).findAllByTestId('label-row')).map((r) => r.dataset.label)).toEqual(['Critic']);
    expect(api.calls.at(-1)?.body).toEqual({ company_code: 'Z-9' });

    // Every change is the chosen team's.
    await userEvent.type(within(view).getByTestId('label-name-input'), 'Press');
    await userEvent.click(within(view).getByTestId('label-create'));
    await waitFor(() =>
      expect(callsTo(api.calls, 'create_label').map((c) => c.body)).toEqual([
        { name: 'Press', color: '#e6194b', company_code: 'Z-9' },
      ]),
    );
    await userEvent.click(within(view).getByTestId('label-export'));
    await waitFor(() =>
      expect(callsTo(api.calls, 'export_labels').map((c) => c.body)).toEqual([{ company_code: 'Z-9' }]),
    );

    // A team without labels yet: its code typed, then Enter.
    await userEvent.clear(input);
    await userEvent.type(input, 'N-1{Enter}');
    expect(await within(view).findByText('Account labels of team N-1')).toBeInTheDocument();
    expect(await within(view).findByTestId('labels-empty')).toBeInTheDocument();
    expect(callsTo(api.calls, 'list_labels').at(-1)?.body).toEqual({ company_code: 'N-1' });

    // And back to the admin's own team: no company code sent.
    await userEvent.click(within(view).getByTestId('label-team-own'));
    expect(await within(view).findByText('Account labels of team (no company code)')).toBeInTheDocument();
    expect(within(view).queryByTestId('label-team-own')).toBeNull();
    // Z-9's list again after the label was made there; the own team's again since labels changed.
    expect(callsTo(api.calls, 'list_labels').map((c) => c.body)).toEqual([
      {},
      { company_code: 'Z-9' },
      { company_code: 'Z-9' },
      { company_code: 'N-1' },
      {},
    ]);
  });
});
