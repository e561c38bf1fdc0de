import { describe, expect, it, jest } from '@jest/globals';
import type { GraphNode } from '@kizuna/http-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/render-screen';
import { CommunitySelector } from './CommunitySelector';

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
const COMMUNITIES = [community(1, 'ラーメン'), community(2, '野球'), community(3, '野鳥')];

describe('CommunitySelector', () => {
  it('shows the selected community, narrows the list as one types and selects the one picked', async () => {
    const onChange = jest.fn();
    await renderScreen(<CommunitySelector communities={COMMUNITIES} selected={1} onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'コミュニティ' });
    expect(box).toHaveValue('ラーメン');
    await userEvent.click(box);
    // The list's own buttons are named in the user's language too (the clear button, shown on
    // hover or focus by a style jsdom does not apply, is found by its title).
    expect(screen.getByTitle('クリア')).toHaveAttribute('aria-label', 'クリア');
    expect(screen.getByRole('button', { name: '候補を閉じる' })).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, '野');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['野球', '野鳥']);
    await userEvent.click(screen.getByRole('option', { name: '野鳥' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('clears the selection with the clear button (English)', async () => {
    const onChange = jest.fn();
    await renderScreen(<CommunitySelector communities={COMMUNITIES} selected={2} onChange={onChange} />, {
      language: 'en',
    });
    const box = screen.getByRole('combobox', { name: 'Community' });
    expect(box).toHaveValue('野球');
    await userEvent.click(box);
    await userEvent.click(screen.getByTitle('Clear'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
