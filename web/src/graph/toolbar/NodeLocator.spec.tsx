import { describe, expect, it, jest } from '@jest/globals';
import type { NodeHit } from '@kizuna/http-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { NodeLocator } from './NodeLocator';

// Only fetch is faked: the autocomplete, its settled search and RTK Query are real.
const hit = (node_id: string, label: string, drawn: boolean): NodeHit => ({
  node_id,
  label,
  cluster_id: 1,
  x: 10,
  y: 20,
  start_date: null,
  end_date: null,
  drawn,
  pagerank: 0.1,
});
const USERS = [hit('u-1', 'hanako', true), hit('u-2', 'hanamaru', false), hit('u-3', 'taro', true)];
const PATH = '/api/v1/analyze/cluster/search_nodes';

function fakeSearch() {
  return fakeApi({
    [`POST ${PATH}`]: (call) => {
      const { query } = call.body as { query: string };
      return { body: { data: USERS.filter((u) => u.label.includes(query)) } };
    },
  });
}
const queries = (calls: ApiCall[]) => calls.filter((c) => c.path === PATH).map((c) => c.body);

describe('NodeLocator', () => {
  it('asks the server once typing pauses, marks users not drawn, and locates the one picked', async () => {
    const api = fakeSearch();
    const onLocate = jest.fn();
    const onReset = jest.fn();
    await renderScreen(<NodeLocator processId="r-1" onLocate={onLocate} onReset={onReset} />);
    const input = screen.getByRole('combobox', { name: 'ユーザー検索' });
    await userEvent.type(input, ' hana');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['hanako', 'hanamaru(非表示)']);
    expect(queries(api.calls)).toEqual([{ process_id: 'r-1', query: 'hana', limit: 20 }]);

    await userEvent.click(screen.getByRole('option', { name: /^hanamaru/ }));
    expect(onLocate).toHaveBeenCalledWith(USERS[1]);
    expect(input).toHaveValue('hanamaru');

    await userEvent.type(input, '{Escape}');
    expect(onReset).toHaveBeenCalled();
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('says when no user matches and offers nothing to locate (English)', async () => {
    fakeSearch();
    const onLocate = jest.fn();
    await renderScreen(<NodeLocator processId="r-1" onLocate={onLocate} onReset={() => undefined} />, {
      language: 'en',
    });
    await userEvent.type(screen.getByRole('combobox', { name: 'Find a user' }), 'nobody');
    const locator = screen.getByTestId('node-locator');
    expect(await screen.findByText('No such user')).toBeInTheDocument();
    expect(within(locator).getByRole('button', { name: 'Locate' })).toBeDisabled();
    expect(onLocate).not.toHaveBeenCalled();
  });

  it('locates the best match with the button, without picking from the list', async () => {
    fakeSearch();
    const onLocate = jest.fn();
    await renderScreen(<NodeLocator processId="r-1" onLocate={onLocate} onReset={() => undefined} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'ユーザー検索' }), 'taro');
    const locate = screen.getByRole('button', { name: '表示' });
    await waitFor(() => expect(locate).toBeEnabled());
    await userEvent.click(locate);
    expect(onLocate).toHaveBeenCalledWith(USERS[2]);
  });
});
