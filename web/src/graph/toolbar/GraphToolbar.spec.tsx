import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/render-screen';
import { GraphToolbar } from './GraphToolbar';

async function renderToolbar(language: 'ja' | 'en') {
  const props = {
    onZoom: jest.fn(),
    onSnapshot: jest.fn(),
    onMinDegree: jest.fn(),
  };
  await renderScreen(
    <GraphToolbar
      projectName="春の投稿"
      runLabel="k = 3"
      projectId="p-1"
      processId="r-3"
      runs={[]}
      degrees={[0, 1, 2, 3]}
      minDegree={0}
      rerun={null}
      {...props}
    />,
    { path: '/files/graph/p-1/r-3?community=2&follow=1', language },
  );
  return props;
}

describe('GraphToolbar', () => {
  it('zooms, saves a PNG or SVG snapshot and filters by a minimum degree', async () => {
    const { onZoom, onSnapshot, onMinDegree } = await renderToolbar('ja');
    expect(screen.getByRole('heading', { name: '春の投稿 — k = 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '拡大' }));
    await userEvent.click(screen.getByRole('button', { name: '縮小' }));
    expect(onZoom.mock.calls).toEqual([[1], [-1]]);

    await userEvent.click(screen.getByRole('button', { name: 'スナップショットを保存' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'SVG' }));
    await userEvent.click(screen.getByRole('button', { name: 'スナップショットを保存' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'PNG' }));
    expect(onSnapshot.mock.calls).toEqual([['svg'], ['png']]);

    await userEvent.click(screen.getByRole('combobox', { name: '最小次数' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['0', '1', '2', '3']);
    await userEvent.click(options[2]);
    expect(onMinDegree).toHaveBeenCalledWith(2);
  });

  it("links to the run's relations with the graph's view, and to its report (English)", async () => {
    await renderToolbar('en');
    expect(screen.getByRole('link', { name: 'Community relations' })).toHaveAttribute(
      'href',
      '/files/relations/p-1/r-3?community=2&follow=1',
    );
    expect(screen.getByRole('link', { name: 'Run report' })).toHaveAttribute('href', '/files/report/p-1/r-3');
  });

  it('shows the whole project name on hover, the run label apart from it (English)', async () => {
    await renderToolbar('en');
    expect(screen.getByTestId('graph-title-name')).toHaveTextContent(/^春の投稿$/);
    await userEvent.hover(screen.getByTestId('graph-title-name'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^春の投稿$/);
    expect(screen.getByRole('heading')).toHaveAccessibleName('春の投稿 — k = 3');
  });
});
