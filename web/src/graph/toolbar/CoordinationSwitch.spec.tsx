import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { appNavigation } from '../../app/app-navigation';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { coordinationAnswer } from '../../../test/coordination-answer';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { useCoordinatedAccounts } from '../data/use-coordinated-accounts';
import { CoordinationSwitch } from './CoordinationSwitch';

// Only fetch is faked: the switch, the hook that asks and RTK Query are real.
const ROUTE = 'POST /api/v1/analyze/cluster/get_coordination';

/** The switch as the graph page holds it; `drawn` stands in for the members the canvas shows. */
function Page({ drawn }: { drawn?: number }) {
  const [on, setOn] = useState(false);
  const state = useCoordinatedAccounts('r-2', on);
  return (
    <>
      <CoordinationSwitch
        on={on}
        onChange={setOn}
        state={state}
        drawn={drawn ?? state.members?.size ?? 0}
        projectId="p-1"
        processId="r-2"
      />
      <output data-testid="members">{state.members ? [...state.members].sort().join(' ') : 'none'}</output>
    </>
  );
}

describe('the graph’s coordination switch', () => {
  it('asks nothing while off; on, rings one group’s members and says what the ring means (ja)', async () => {
    const { calls } = fakeApi({ [ROUTE]: { body: { data: coordinationAnswer(1) } } });
    await renderScreen(<Page />);
    expect(screen.getByText('協調行動のアカウントを輪で囲む')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByTestId('coordination-outline'));
    const legend = await screen.findByTestId('coordination-outline-legend');
    expect(legend).toHaveTextContent('1 グループ、3 アカウント');
    expect(legend).toHaveTextContent('自動化の証拠ではなく、手がかりです');
    expect(legend).not.toHaveTextContent('フィルター');
    expect(screen.getByTestId('coordination-outline-open')).toHaveAttribute(
      'href',
      '/files/relations/p-1/r-2?tab=coordination',
    );
    expect(screen.getByTestId('members')).toHaveTextContent('bot_a bot_b bot_c');
    expect(calls.map((c) => c.body)).toEqual([{ process_id: 'r-2' }]);
    // Off again: no rings, no legend.
    await userEvent.click(screen.getByTestId('coordination-outline'));
    expect(screen.getByTestId('members')).toHaveTextContent('none');
    expect(screen.queryByTestId('coordination-outline-legend')).toBeNull();
  });

  it('says there is no coordinated account rather than drawing nothing (en)', async () => {
    fakeApi({ [ROUTE]: { body: { data: coordinationAnswer(0) } } });
    await renderScreen(<Page />, { language: 'en' });
    await userEvent.click(screen.getByText('Outline coordinated accounts'));
    expect(await screen.findByTestId('coordination-outline-none')).toHaveTextContent(
      'No coordinated accounts (at the default settings).',
    );
    expect(screen.queryByTestId('coordination-outline-legend')).toBeNull();
    expect(screen.getByTestId('members').textContent).toBe('');
  });

  it('says how many of the members the filters leave on the graph (en)', async () => {
    fakeApi({ [ROUTE]: { body: { data: coordinationAnswer(1) } } });
    await renderScreen(<Page drawn={1} />, { language: 'en' });
    await userEvent.click(screen.getByTestId('coordination-outline'));
    const legend = await screen.findByTestId('coordination-outline-legend');
    expect(legend).toHaveTextContent('groups: 1, accounts: 3');
    expect(legend).toHaveTextContent('evidence, not proof of automation');
    expect(legend).toHaveTextContent('1 of the 3 are on the graph now');
  });

  it('says why when there is no answer (a project prepared before coordination existed)', async () => {
    fakeApi({
      [ROUTE]: { status: 404, body: { statusCode: 404, code: 'errors.not_found', message: 'none', params: {} } },
    });
    const moves: string[] = [];
    appNavigation.register((to) => moves.push(to));
    await renderScreen(<Page />, { language: 'en' });
    await userEvent.click(screen.getByTestId('coordination-outline'));
    await waitFor(() =>
      expect(screen.getByTestId('coordination-outline-error')).toHaveTextContent(
        'prepared before coordination was computed',
      ),
    );
    expect(screen.getByTestId('members')).toHaveTextContent('none');
    // The graph stays: this 404 is a missing part, not a missing page.
    expect(moves).toEqual([]);
  });
});
