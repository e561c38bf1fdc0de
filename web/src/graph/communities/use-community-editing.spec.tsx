import { describe, expect, it } from '@jest/globals';
import type { GraphNode } from '@kizuna/http-api';
import { act, waitFor } from '@testing-library/react';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { useCommunityEditing, type CommunityEditingControls } from './use-community-editing';

// Only fetch is faked: the hook, its reducer and RTK Query are real (the dialogs: CommunityEditor.spec).
const community = (cluster_id: number, label: string): GraphNode => ({
  id: `c${cluster_id}`,
  node_id: `c${cluster_id}`,
  label,
  type: 'community',
  cluster_id,
  color: '#1f77b4',
  original_color: '#1f77b4',
  start_date: null,
  end_date: null,
  x: 0,
  y: 0,
  size: 10,
});
const COMMUNITIES = [community(1, 'ラーメン'), community(2, '野球')];
const UPDATE = '/api/v1/analyze/cluster/update_cluster';
const updates = (calls: ApiCall[]) => calls.filter((c) => c.path === UPDATE).map((c) => c.body);

/** Renders the hook inside the app's store and i18n; `hook.current` is its latest answer. */
async function renderEditing(language: 'ja' | 'en' = 'ja') {
  const hook = {} as { current: CommunityEditingControls };
  function Probe() {
    hook.current = useCommunityEditing('r-1', COMMUNITIES);
    return null;
  }
  await renderScreen(<Probe />, { language });
  return hook;
}

describe('useCommunityEditing', () => {
  it("saves the open dialog's change for its community, then closes the dialog", async () => {
    const api = fakeApi({
      [`POST ${UPDATE}`]: { body: { status: 'success', data: { cluster_id: 2, name: 'プロ野球', color: '#1f77b4' } } },
    });
    const hook = await renderEditing();
    act(() => hook.current.dispatch({ type: 'edit', kind: 'name', clusterId: 2 }));
    expect(hook.current.edited?.label).toBe('野球');
    await act(() => hook.current.save({ cluster_name: 'プロ野球' }));
    expect(updates(api.calls)).toEqual([{ process_id: 'r-1', cluster_id: 2, cluster_name: 'プロ野球' }]);
    expect(hook.current.editing).toBeNull();
    expect(hook.current.edited).toBeUndefined();
  });

  it("keeps the dialog open with the server's refusal in the user's language", async () => {
    fakeApi({ [`POST ${UPDATE}`]: { status: 400, body: { code: 'errors.cluster_name_too_long', message: 'long' } } });
    const hook = await renderEditing();
    act(() => hook.current.dispatch({ type: 'edit', kind: 'name', clusterId: 1 }));
    await act(() => hook.current.save({ cluster_name: 'x' }));
    expect(hook.current.editing).toEqual({ kind: 'name', clusterId: 1 });
    expect(hook.current.error).toBe('コミュニティ名は100文字以内で入力してください。');
    await waitFor(() => expect(hook.current.saving).toBe(false));
  });

  it('sends nothing when no dialog is open', async () => {
    const api = fakeApi({});
    const hook = await renderEditing('en');
    await act(() => hook.current.save({ cluster_color: '#000000' }));
    expect(api.calls).toEqual([]);
  });
});
