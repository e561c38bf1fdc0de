import { describe, expect, it, jest } from '@jest/globals';
import type { BridgesAnswer } from '@kizuna/http-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { CommunityBridges } from './CommunityBridges';

// Only fetch is faked: the component and RTK Query are real.
const c = (cluster_id: number, name: string) => ({ cluster_id, name, color: '#123456', size: 3 });
const BRIDGES: BridgesAnswer['data'] = {
  communities: [
    {
      ...c(1, 'ラーメン'),
      bridges: [{ node_id: 'dave', label: 'Dave', volume: 6, outside_share: 0.5, score: 3, reaches: [[2, 0.5]] }],
    },
    { ...c(2, '野球'), bridges: [] },
  ],
};

describe('CommunityBridges', () => {
  it("lists the community's bridges with the communities they reach by name, and a click selects the user", async () => {
    const { calls } = fakeApi({ 'POST /api/v1/analyze/cluster/get_bridges': { body: { data: BRIDGES } } });
    const onSelect = jest.fn();
    await renderScreen(<CommunityBridges processId="r-1" clusterId={1} onSelect={onSelect} />, { language: 'ja' });
    const table = await screen.findByTestId('community-bridges');
    expect(within(table).getByText('Dave')).toBeInTheDocument();
    expect(within(table).getByText('野球 50%')).toBeInTheDocument();
    await userEvent.click(within(table).getByText('Dave'));
    expect(onSelect).toHaveBeenCalledWith('dave');
    // The bridges once (the run's labels are asked beside them).
    expect(calls.filter((x) => x.path.endsWith('get_bridges')).map((x) => x.body)).toEqual([
      { process_id: 'r-1', cluster_id: 0 },
    ]);
  });

  it('says so when the community has no bridge', async () => {
    fakeApi({ 'POST /api/v1/analyze/cluster/get_bridges': { body: { data: BRIDGES } } });
    await renderScreen(<CommunityBridges processId="r-1" clusterId={2} onSelect={() => undefined} />, {
      language: 'en',
    });
    expect(await screen.findByTestId('community-bridges-none')).toBeInTheDocument();
  });
});
