import { describe, expect, it } from '@jest/globals';
import type { Run } from '@kizuna/http-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/render-screen';
import { RunMenu } from './RunMenu';

const run = (id: string, k: number, status: number, skipped_posts = 0): Run => ({
  process_id: id,
  total_cluster: k,
  status,
  started: true,
  stage: '',
  percent: 0,
  failure_code: '',
  node_count: 0,
  edge_count: 0,
  queue_position: 0,
  skipped_posts,
});
const RUNS = [run('r-3', 3, 2), run('r-6', 6, 2, 1200), run('r-10', 10, 1)];

describe('RunMenu', () => {
  it("lists the project's runs, opens a finished one's graph, and offers no unfinished one", async () => {
    await renderScreen(<RunMenu projectId="p-1" processId="r-3" runs={RUNS} />, { path: '/files/graph/p-1/r-3' });
    await userEvent.click(screen.getByRole('button', { name: '設定' }));
    expect(screen.getByRole('menuitem', { name: 'k = 3' })).toHaveClass('Mui-selected');
    expect(screen.getByRole('menuitem', { name: 'k = 10 (処理中)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'k = 6（1,200 件の投稿を除外）' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/files/graph/p-1/r-6');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('stays on the run already shown when it is chosen (English)', async () => {
    await renderScreen(<RunMenu projectId="p-1" processId="r-3" runs={RUNS} />, {
      path: '/files/graph/p-1/r-3',
      language: 'en',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('menuitem', { name: 'k = 6 (1,200 posts left out)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'k = 3' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/files\/graph\/p-1\/r-3$/);
  });
});
