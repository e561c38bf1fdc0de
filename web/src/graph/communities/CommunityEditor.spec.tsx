import { describe, expect, it, jest } from '@jest/globals';
import type { GraphNode } from '@kizuna/http-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { CommunityEditor } from './CommunityEditor';
import { useCommunityEditing } from './use-community-editing';

// Only fetch is faked: the menu, the dialogs, the editing hook and RTK Query are real.
const community = (cluster_id: number, label: string, color: string): GraphNode => ({
  id: `c${cluster_id}`,
  node_id: `c${cluster_id}`,
  label,
  type: 'community',
  cluster_id,
  color,
  original_color: color,
  start_date: null,
  end_date: null,
  x: 0,
  y: 0,
  size: 10,
});
const COMMUNITIES = [community(1, 'ラーメン', '#1f77b4'), community(2, '野球', '#ff7f0e')];
const UPDATE = '/api/v1/analyze/cluster/update_cluster';

/** The graph page's part of it: a right click opens the menu on community 2; the preview is what the canvas would draw. */
function Harness({ onSelect }: { onSelect: (clusterId: number) => void }) {
  const editing = useCommunityEditing('r-1', COMMUNITIES);
  return (
    <>
      <button
        type="button"
        onClick={() => editing.dispatch({ type: 'openMenu', clusterId: 2, at: { left: 5, top: 5 } })}
      >
        right-click
      </button>
      <output data-testid="preview">
        {editing.preview ? `${editing.preview.clusterId} ${editing.preview.color}` : ''}
      </output>
      <CommunityEditor editing={editing} onSelect={onSelect} />
    </>
  );
}

function fakeResults(reply: (call: ApiCall) => { status?: number; body?: unknown }) {
  return fakeApi({ [`POST ${UPDATE}`]: reply });
}
const saved = (call: ApiCall) => ({
  body: { status: 'success', data: { cluster_id: 2, name: 'x', color: '#000000', ...(call.body as object) } },
});
const updates = (calls: ApiCall[]) => calls.filter((c) => c.path === UPDATE).map((c) => c.body);

async function openMenuItem(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'right-click' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('CommunityEditor', () => {
  it('renames the community from its menu, refusing an empty name before anything is sent', async () => {
    const api = fakeResults(saved);
    await renderScreen(<Harness onSelect={() => undefined} />);
    await openMenuItem('名前を編集');
    const dialog = await screen.findByRole('dialog', { name: '名前を編集' });
    const input = within(dialog).getByRole('textbox', { name: 'コミュニティ名' });
    expect(input).toHaveValue('野球');
    await userEvent.clear(input);
    await userEvent.click(within(dialog).getByTestId('name-save'));
    expect(within(dialog).getByText('コミュニティ名を入力してください。')).toBeInTheDocument();
    expect(updates(api.calls)).toEqual([]);

    await userEvent.type(input, '  プロ野球 {Enter}');
    await waitFor(() =>
      expect(updates(api.calls)).toEqual([{ process_id: 'r-1', cluster_id: 2, cluster_name: 'プロ野球' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the server's refusal in English", async () => {
    fakeResults(() => ({ status: 400, body: { code: 'errors.cluster_not_found', message: 'no such community' } }));
    await renderScreen(<Harness onSelect={() => undefined} />, { language: 'en' });
    await openMenuItem('Edit name');
    const dialog = await screen.findByRole('dialog', { name: 'Edit name' });
    await userEvent.click(within(dialog).getByTestId('name-save'));
    expect(await within(dialog).findByText('This community does not exist in the result.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit name' })).toBeInTheDocument();
  });

  it('previews a chosen color, reverts it on cancel, and saves the one chosen next', async () => {
    const api = fakeResults(saved);
    await renderScreen(<Harness onSelect={() => undefined} />);
    await openMenuItem('色を変更');
    let dialog = await screen.findByRole('dialog', { name: '色を変更' });
    await userEvent.click(within(dialog).getByRole('button', { name: '#2ca02c' }));
    expect(screen.getByTestId('preview')).toHaveTextContent('2 #2ca02c');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('preview')).toHaveTextContent(/^$/);
    expect(updates(api.calls)).toEqual([]);

    await openMenuItem('色を変更');
    dialog = await screen.findByRole('dialog', { name: '色を変更' });
    const hex = within(dialog).getByRole('textbox', { name: 'hex' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12');
    expect(within(dialog).getByText('色は #rrggbb の形式で指定してください。')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeDisabled();
    await userEvent.type(hex, '34AB');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updates(api.calls)).toEqual([{ process_id: 'r-1', cluster_id: 2, cluster_color: '#1234ab' }]),
    );
  });

  it("selects the menu's community", async () => {
    fakeResults(saved);
    const onSelect = jest.fn();
    await renderScreen(<Harness onSelect={onSelect} />, { language: 'en' });
    await openMenuItem('Select community');
    expect(onSelect).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
