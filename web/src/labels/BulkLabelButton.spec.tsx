import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { ToastStack } from '../toasts/ToastStack';
import { BulkLabelButton } from './BulkLabelButton';
import { labelDocument } from '../../test/label-document';

// Only fetch is faked: the button, its dialog, RTK Query, the toasts and the i18n are real.
const label = labelDocument;
const LABELS = [label('l-2', 'Bot', '#4363d8'), label('l-1', 'Critic', '#e6194b')];
const team = (mayChange: boolean, labels: object[] = LABELS) => ({
  body: { data: { team: 'A-1', labels, may_change: mayChange, colors: ['#e6194b', '#4363d8'], teams: ['A-1'] } },
});
const PATH = '/api/v1/labels/';
const GROUP = ['bot_a', 'bot_b', '@Bot_C'];
const assigns = (calls: ApiCall[]) => calls.filter((c) => c.path === `${PATH}assign_label`);

async function labelGroup(options: Parameters<typeof renderScreen>[1], load = () => Promise.resolve(GROUP)) {
  await renderScreen(
    <>
      <BulkLabelButton count={GROUP.length} load={load} testId="group-label" />
      <ToastStack />
    </>,
    options,
  );
  await userEvent.click(await screen.findByTestId('group-label'));
  const dialog = await screen.findByTestId('bulk-label-dialog');
  await userEvent.click(within(dialog).getByRole('combobox'));
  await userEvent.click(await screen.findByRole('option', { name: 'Critic' }));
  await userEvent.type(within(dialog).getByTestId('bulk-label-note'), 'same minute');
  await userEvent.click(within(dialog).getByTestId('bulk-label-apply'));
  return dialog;
}

describe('BulkLabelButton', () => {
  for (const [language, title, done] of [
    ['ja', '3件のアカウントにラベルを付ける', '3件のアカウントにラベルを付けました。'],
    ['en', 'Label these accounts (3)', 'Accounts labelled: 3.'],
  ] as const)
    it(`labels every given account in one request and says how many were labelled (${language})`, async () => {
      const api = fakeApi({
        [`POST ${PATH}list_labels`]: team(true),
        [`POST ${PATH}assign_label`]: { body: { data: { label_id: 'l-1', changed: 3, refused: 0 } } },
      });
      const dialog = await labelGroup({ language });
      expect(within(dialog).getByText(title)).toBeInTheDocument();
      expect((await within(dialog).findByTestId('bulk-label-done')).textContent).toBe(done);
      expect(assigns(api.calls).map((c) => c.body)).toEqual([
        { label_id: 'l-1', accounts: GROUP, note: 'same minute' },
      ]);
    });

  it('says why the labelling was refused, and counts nothing', async () => {
    fakeApi({
      [`POST ${PATH}list_labels`]: team(true),
      [`POST ${PATH}assign_label`]: {
        status: 409,
        body: { code: 'errors.label_not_found', message: 'No such label (it may have been deleted).' },
      },
    });
    const dialog = await labelGroup({ language: 'en' });
    expect(
      await screen.findByText('This label no longer exists (a colleague may have deleted it).'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByTestId('bulk-label-done')).toBeNull();
    expect(within(dialog).getByTestId('bulk-label-apply')).toBeEnabled();
  });

  it('says so when the accounts could not be gathered, and sends nothing', async () => {
    const api = fakeApi({ [`POST ${PATH}list_labels`]: team(true) });
    const dialog = await labelGroup({ language: 'ja' }, () => Promise.reject(new Error('gone')));
    expect(await screen.findByText('サーバー内部でエラーが発生しました。')).toBeInTheDocument();
    expect(assigns(api.calls)).toEqual([]);
    expect(within(dialog).queryByTestId('bulk-label-done')).toBeNull();
  });

  it('labels in the team an admin chose', async () => {
    const api = fakeApi({
      [`POST ${PATH}list_labels`]: team(true),
      [`POST ${PATH}assign_label`]: { body: { data: { label_id: 'l-1', changed: 3, refused: 0 } } },
    });
    await labelGroup({ language: 'en', session: { is_admin: true }, labelTeam: { chosen: 'Z-9' } });
    await screen.findByTestId('bulk-label-done');
    expect(api.calls.find((c) => c.path === `${PATH}list_labels`)?.body).toEqual({ company_code: 'Z-9' });
    expect(assigns(api.calls)[0].body).toEqual({
      label_id: 'l-1',
      accounts: GROUP,
      note: 'same minute',
      company_code: 'Z-9',
    });
  });

  it('is not offered to a viewer, nor when the team has no label', async () => {
    for (const answer of [team(false), team(true, [])]) {
      fakeApi({ [`POST ${PATH}list_labels`]: answer });
      const { store, unmount } = await renderScreen(
        <BulkLabelButton count={3} load={() => Promise.resolve(GROUP)} testId="group-label" />,
      );
      // The answer is in, and still no button.
      await waitFor(() =>
        expect(Object.values(store.getState().api.queries).map((q) => q?.status)).toEqual(['fulfilled']),
      );
      expect(screen.queryByTestId('group-label')).toBeNull();
      unmount();
    }
  });
});
